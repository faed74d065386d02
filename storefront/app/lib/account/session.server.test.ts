import { afterAll, afterEach, describe, expect, test, vi } from "vitest";

const requestWith = (setCookie: string) =>
  new Request("http://localhost:3000/dashboard", { headers: { Cookie: setCookie.split(";")[0]! } });

async function loadSession(publicUrl: string) {
  vi.resetModules();
  vi.stubEnv("PUBLIC_STOREFRONT_URL", publicUrl);
  return import("./session.server");
}

describe("the customer session cookie", () => {
  afterEach(() => vi.unstubAllEnvs());
  // Files after this one in the same process (no isolation) load the modules with the real variables.
  afterAll(() => vi.resetModules());

  test("holds the customer token, httpOnly and SameSite=Lax, not Secure on plain http", async () => {
    const session = await loadSession("http://localhost:3000");
    const response = await session.createCustomerSession(new Request("http://localhost:3000/login"), {
      token: "jwt-token",
      firstName: "Awa",
      redirectTo: "/dashboard",
    });
    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(await session.getCustomerToken(requestWith(cookie))).toBe("jwt-token");
  });

  test("is Secure when the shop is served over https", async () => {
    const session = await loadSession("https://shop.example");
    const response = await session.createCustomerSession(new Request("https://shop.example/login"), {
      token: "jwt-token",
      firstName: "Awa",
      redirectTo: "/dashboard",
    });
    expect(response.headers.get("Set-Cookie")).toMatch(/;\s*Secure/i);
  });
});
