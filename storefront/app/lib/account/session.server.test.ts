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

  test("a one-time message rides in its own cookie, so a page asked with it is never the shared one; logging out ends the session", async () => {
    const session = await loadSession("http://localhost:3000");
    const signedIn = await session.createCustomerSession(new Request("http://localhost:3000/login"), {
      token: "jwt-token",
      firstName: "Awa",
      redirectTo: "/",
    });
    const sessionCookie = signedIn.headers.get("Set-Cookie")!.split(";")[0]!;
    const out = await session.endCustomerSession(requestWith(sessionCookie), { flash: "signedOut" });
    const [ended, flash] = out.headers.getSetCookie();
    expect(ended).toMatch(/^__session=;.*Expires=Thu, 01 Jan 1970/);
    expect(flash).toMatch(/^flash=.*HttpOnly/);
    const next = new Request("http://localhost:3000/", { headers: { Cookie: flash!.split(";")[0]! } });
    expect(await session.getCustomerToken(next)).toBeNull();
    const taken = await session.takeFlash(next);
    expect(taken.flash?.message).toBe("signedOut");
    expect(taken.setCookie).toMatch(/^flash=;.*Max-Age=0/);
    expect(await session.takeFlash(requestWith(sessionCookie))).toEqual({ flash: null, setCookie: null });
  });
});
