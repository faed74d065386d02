import { describe, expect, test } from "vitest";
import { isSecureRequest, serializeLanguageCookie } from "./language-cookie.server";

describe("the lang cookie", () => {
  test("is not Secure-only on plain http://localhost, so it sticks there", async () => {
    const cookie = await serializeLanguageCookie("en", new Request("http://localhost:3000/"));
    expect(cookie).toMatch(/^lang=/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
  });

  test("is Secure when the request came over https", async () => {
    const cookie = await serializeLanguageCookie("fr", new Request("https://shop.example/"));
    expect(cookie).toMatch(/;\s*Secure/i);
  });

  test("is Secure when the public URL is https (TLS ends at a proxy)", () => {
    const proxied = new Request("http://10.0.0.5:3000/");
    expect(isSecureRequest(proxied, "https://dreamshade.cm")).toBe(true);
    expect(isSecureRequest(proxied, "http://localhost:3000")).toBe(false);
  });
});
