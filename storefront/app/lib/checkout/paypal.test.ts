import { describe, expect, it } from "vitest";
import { formatEuros, payPalNoticeOf } from "./paypal";

describe("PayPal at checkout", () => {
  it("words the euros in the shopper's language", () => {
    expect(formatEuros(11.43, "fr").replace(/\s/g, " ")).toBe("11,43 €");
    expect(formatEuros(11.43, "en")).toBe("€11.43");
  });

  it("knows only its own notices", () => {
    expect(payPalNoticeOf("cancelled")).toBe("cancelled");
    expect(payPalNoticeOf("toString")).toBeNull();
    expect(payPalNoticeOf("<script>")).toBeNull();
    expect(payPalNoticeOf(null)).toBeNull();
  });
});
