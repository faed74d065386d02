import { describe, expect, test } from "vitest";
import { detectLanguage } from "./detect-language.server";
import { languageCookie } from "./language-cookie.server";

async function request(path: string, { cookie, acceptLanguage }: { cookie?: string; acceptLanguage?: string } = {}) {
  const headers = new Headers();
  if (cookie) headers.set("Cookie", (await languageCookie.serialize(cookie)).split(";")[0] ?? "");
  if (acceptLanguage) headers.set("Accept-Language", acceptLanguage);
  return new Request(`http://localhost:3000${path}`, { headers });
}

describe("detectLanguage", () => {
  test("French by default", async () => {
    expect(await detectLanguage(await request("/"))).toBe("fr");
  });

  test("never follows the browser's Accept-Language", async () => {
    expect(await detectLanguage(await request("/", { acceptLanguage: "en-US,en;q=0.9" }))).toBe("fr");
  });

  test("the lang cookie beats the default", async () => {
    expect(await detectLanguage(await request("/shop", { cookie: "en" }))).toBe("en");
  });

  test("?lng= beats the cookie", async () => {
    expect(await detectLanguage(await request("/shop?lng=fr", { cookie: "en" }))).toBe("fr");
    expect(await detectLanguage(await request("/shop?lng=en", { cookie: "fr" }))).toBe("en");
  });

  test("an unknown language falls back to French", async () => {
    expect(await detectLanguage(await request("/?lng=de"))).toBe("fr");
    expect(await detectLanguage(await request("/", { cookie: "de" }))).toBe("fr");
  });

  test("an unknown ?lng= does not hide a valid cookie", async () => {
    expect(await detectLanguage(await request("/?lng=xx", { cookie: "en" }))).toBe("en");
  });

  test("a hand-written, unencoded cookie is ignored", async () => {
    const plain = new Request("http://localhost:3000/", { headers: { Cookie: "lang=en" } });
    expect(await detectLanguage(plain)).toBe("fr");
  });
});
