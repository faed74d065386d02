import { describe, expect, it, vi } from "vitest";

vi.mock("~/lib/env.server", () => ({ env: { MEDUSA_BACKEND_URL: "http://backend.test", TRUSTED_PROXY_HOPS: 0 } }));

const { forwardedClientAddress } = await import("./backend-fetch.server");

describe("forwardedClientAddress", () => {
  it("passes on the address the storefront's server read, never a client's X-Forwarded-For", () => {
    const headers = { "x-dreamshade-client-address": "41.202.219.7", "x-forwarded-for": "1.2.3.4" };
    expect(forwardedClientAddress(new Request("http://shop.test/login", { headers }))).toBe("41.202.219.7");
    const forgedOnly = new Request("http://shop.test/login", { headers: { "x-forwarded-for": "1.2.3.4" } });
    expect(forwardedClientAddress(forgedOnly)).toBeNull();
  });
});
