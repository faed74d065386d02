import { describe, expect, test } from "vitest";
import { detectLanguage } from "~/lib/i18n/detect-language.server";
import { action } from "./language";

type ActionArgs = Parameters<typeof action>[0];

function switchLanguage(fields: Record<string, string>) {
  const request = new Request("http://localhost:3000/resources/language", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return action({ request } as ActionArgs);
}

async function rejection(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected the action to throw a Response");
}

describe("POST /resources/language", () => {
  test("stores the language in the cookie and returns to the same page and query", async () => {
    const response = await switchLanguage({ lng: "en", redirectTo: "/shop?page=3" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/shop?page=3");

    const setCookie = response.headers.get("Set-Cookie") ?? "";
    const next = new Request("http://localhost:3000/shop?page=3", {
      headers: { Cookie: setCookie.split(";")[0] ?? "" },
    });
    expect(await detectLanguage(next)).toBe("en");
  });

  test("removes a lng parameter that would override the choice", async () => {
    const response = await switchLanguage({ lng: "fr", redirectTo: "/shop?lng=en&page=2" });
    expect(response.headers.get("Location")).toBe("/shop?page=2");
  });

  test.each(["https://evil.example/", "//evil.example/", "/\\evil.example"])(
    "only accepts same-site paths (%s goes home)",
    async (redirectTo) => {
      const response = await switchLanguage({ lng: "en", redirectTo });
      expect(response.headers.get("Location")).toBe("/");
    },
  );

  test("goes home without redirectTo", async () => {
    const response = await switchLanguage({ lng: "en" });
    expect(response.headers.get("Location")).toBe("/");
  });

  test("refuses an unsupported language with a 400", async () => {
    const response = await rejection(switchLanguage({ lng: "de", redirectTo: "/" }));
    expect(response.status).toBe(400);
  });
});
