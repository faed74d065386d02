import { describe, expect, it } from "vitest";
import { isUnauthorized, toBackendApiError } from "./backend-error.server";

describe("toBackendApiError", () => {
  it("keeps the API's code, field and retry delay", () => {
    const error = toBackendApiError(429, { code: "too_many_attempts", message: "Too many", retry_after: 90 });
    expect(error).toMatchObject({ status: 429, code: "too_many_attempts", retryAfter: 90 });
    expect(toBackendApiError(400, { code: "invalid_data", field: "phone" })).toMatchObject({ code: "invalid_data", field: "phone" });
  });

  it("reads Medusa's own validation errors and the Retry-After header", () => {
    expect(toBackendApiError(400, { type: "invalid_data", message: "bad" }).code).toBe("invalid_data");
    expect(toBackendApiError(429, { code: "too_many_attempts" }, "120").retryAfter).toBe(120);
  });

  it("treats an unexplained 401 as an expired session, anything else unknown as unknown", () => {
    const expired = toBackendApiError(401, { message: "Unauthorized" });
    expect(expired.code).toBe("unauthorized");
    expect(isUnauthorized(expired)).toBe(true);
    expect(toBackendApiError(500, "not json").code).toBe("unknown");
    expect(isUnauthorized({ status: 401 })).toBe(true);
    expect(isUnauthorized(new Error("x"))).toBe(false);
  });
});
