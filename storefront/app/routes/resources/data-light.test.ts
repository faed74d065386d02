import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { readDataLightMode } from "~/lib/data-light/data-light.server";
import { i18nextMiddleware } from "~/lib/i18n/i18next.server";
import { action } from "./data-light";

type ActionArgs = Parameters<typeof action>[0];
type MiddlewareArgs = Parameters<typeof i18nextMiddleware>[0];

/** Posts the switch's form through the root's i18n middleware, as the app does; a thrown Response is returned. */
async function post(fields: Record<string, string>, url = "http://localhost:3000/resources/data-light"): Promise<Response> {
  const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  const context = new RouterContextProvider();
  let answer: Response | undefined;
  await i18nextMiddleware({ request, context, params: {} } as unknown as MiddlewareArgs, async () => {
    try {
      answer = await action({ request, context, params: {} } as unknown as ActionArgs);
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      answer = thrown;
    }
    return answer;
  });
  if (!answer) throw new Error("the action gave no answer");
  return answer;
}

const nextRequest = (setCookie: string) =>
  new Request("http://localhost:3000/shop", { headers: { Cookie: setCookie.split(";")[0] ?? "", "Save-Data": "on" } });

describe("POST /resources/data-light", () => {
  test("turns the mode on and returns to the same page and query", async () => {
    const response = await post({ mode: "on", redirectTo: "/shop?page=3" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/shop?page=3");
    expect(await readDataLightMode(nextRequest(response.headers.get("Set-Cookie") ?? ""))).toEqual({ on: true, source: "choice" });
  });

  test("turns it off, even for a browser that sends Save-Data", async () => {
    const response = await post({ mode: "off", redirectTo: "/product/karite/details" });
    expect(response.headers.get("Location")).toBe("/product/karite/details");
    expect(await readDataLightMode(nextRequest(response.headers.get("Set-Cookie") ?? ""))).toEqual({ on: false, source: "choice" });
  });

  test.each(["https://evil.example/", "//evil.example/", "/\\evil.example"])("only goes back to this site (%s goes home)", async (redirectTo) => {
    const response = await post({ mode: "on", redirectTo });
    expect(response.headers.get("Location")).toBe("/");
  });

  test("refuses an unknown choice with a 400 and a sentence in the shopper's language, setting nothing", async () => {
    const french = await post({ mode: "sometimes", redirectTo: "/" });
    expect(french.status).toBe(400);
    expect(french.headers.get("Set-Cookie")).toBeNull();
    expect(await french.text()).toBe("Choix inconnu pour l'économie de données. Revenez à la page et réessayez.");

    const english = await post({ redirectTo: "/" }, "http://localhost:3000/resources/data-light?lng=en");
    expect(english.status).toBe(400);
    expect(await english.text()).toBe("Unknown data saver choice. Go back to the page and try again.");
  });
});
