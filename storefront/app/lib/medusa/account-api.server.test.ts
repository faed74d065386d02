import { describe, expect, it, vi } from "vitest";

vi.mock("~/lib/env.server", () => ({ env: { MEDUSA_BACKEND_URL: "http://backend.test", TRUSTED_PROXY_HOPS: 0 } }));

const { forwardedClientAddress, isUnauthorized, toAccountApiError } = await import("./account-api.server");

describe("toAccountApiError", () => {
  it("keeps the API's code, field and retry delay", () => {
    const error = toAccountApiError(429, { code: "too_many_attempts", message: "Too many", retry_after: 90 });
    expect(error).toMatchObject({ status: 429, code: "too_many_attempts", retryAfter: 90 });
    expect(toAccountApiError(400, { code: "invalid_data", field: "phone" })).toMatchObject({ code: "invalid_data", field: "phone" });
  });

  it("reads Medusa's own validation errors and the Retry-After header", () => {
    expect(toAccountApiError(400, { type: "invalid_data", message: "bad" }).code).toBe("invalid_data");
    expect(toAccountApiError(429, { code: "too_many_attempts" }, "120").retryAfter).toBe(120);
  });

  it("treats an unexplained 401 as an expired session, anything else unknown as unknown", () => {
    const expired = toAccountApiError(401, { message: "Unauthorized" });
    expect(expired.code).toBe("unauthorized");
    expect(isUnauthorized(expired)).toBe(true);
    expect(toAccountApiError(500, "not json").code).toBe("unknown");
    expect(isUnauthorized({ status: 401 })).toBe(true);
    expect(isUnauthorized(new Error("x"))).toBe(false);
  });
});

describe("forwardedClientAddress", () => {
  it("passes on the address the storefront's server read, never a client's X-Forwarded-For", () => {
    const headers = { "x-dreamshade-client-address": "41.202.219.7", "x-forwarded-for": "1.2.3.4" };
    expect(forwardedClientAddress(new Request("http://shop.test/login", { headers }))).toBe("41.202.219.7");
    const forgedOnly = new Request("http://shop.test/login", { headers: { "x-forwarded-for": "1.2.3.4" } });
    expect(forwardedClientAddress(forgedOnly)).toBeNull();
  });
});
