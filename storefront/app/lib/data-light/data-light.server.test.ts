import { describe, expect, test } from "vitest";
import { dataLightCookie, readDataLightMode, serializeDataLightCookie } from "./data-light.server";

const ask = (headers: Record<string, string> = {}) => new Request("http://localhost:3000/product/karite/details", { headers });

async function cookieFor(choice: "on" | "off"): Promise<string> {
  const setCookie = await serializeDataLightCookie(choice, ask());
  return setCookie.split(";")[0] ?? "";
}

describe("the request's data-light mode", () => {
  test("off without header or cookie", async () => {
    expect(await readDataLightMode(ask())).toEqual({ on: false, source: "default" });
  });

  test("on with Save-Data: on", async () => {
    expect(await readDataLightMode(ask({ "Save-Data": "on" }))).toEqual({ on: true, source: "browser" });
  });

  test("the switch's cookie turns it on, and off even under Save-Data", async () => {
    expect(await readDataLightMode(ask({ Cookie: `lang=x; ${await cookieFor("on")}` }))).toEqual({ on: true, source: "choice" });
    expect(await readDataLightMode(ask({ Cookie: await cookieFor("off"), "Save-Data": "on" }))).toEqual({ on: false, source: "choice" });
  });

  test("a cookie with another value is ignored", async () => {
    const forged = await dataLightCookie.serialize("maybe");
    expect(await readDataLightMode(ask({ Cookie: forged.split(";")[0] ?? "", "Save-Data": "on" }))).toEqual({ on: true, source: "browser" });
    expect(await readDataLightMode(ask({ Cookie: "data_light=on" }))).toEqual({ on: false, source: "default" });
  });

  test("the cookie lasts a year, for the whole site, Secure only over https", async () => {
    const plain = await serializeDataLightCookie("on", ask());
    expect(plain).toMatch(/Max-Age=31536000/);
    expect(plain).toMatch(/Path=\//);
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).not.toMatch(/Secure/);
    expect(await serializeDataLightCookie("on", new Request("https://shop.example.cm/"))).toMatch(/Secure/);
  });
});
