import { describe, expect, test } from "vitest";
import { refusalOf } from "./reviews.server";

describe("refusalOf", () => {
  test("words each of the backend's refusals", () => {
    expect(refusalOf(403, "review_not_buyer")).toBe("notBuyer");
    expect(refusalOf(403, "review_awaiting_payment")).toBe("awaitingPayment");
    expect(refusalOf(409, "review_duplicate")).toBe("duplicate");
    expect(refusalOf(400, "review_incomplete")).toBe("incomplete");
    expect(refusalOf(404, "review_product_not_found")).toBe("productNotFound");
  });

  test("an expired session or anything unforeseen", () => {
    expect(refusalOf(401, undefined)).toBe("signedOut");
    expect(refusalOf(502, "bad_gateway")).toBe("saveFailed");
  });
});
