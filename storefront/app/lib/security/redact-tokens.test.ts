import { describe, expect, test } from "vitest";
import { redactTokens } from "./redact-tokens";

describe("redactTokens", () => {
  test("hides the secret of each e-mailed link", () => {
    expect(redactTokens("/account-activation/eyJhbGciOi.abc.def")).toBe("/account-activation/[redacted]");
    expect(redactTokens("/reset-password/awa%40example.cm/tok-123?lng=en")).toBe(
      "/reset-password/awa%40example.cm/[redacted]?lng=en",
    );
    expect(redactTokens("/newsletter/confirm/abc123.data")).toBe("/newsletter/confirm/[redacted].data");
    expect(redactTokens("/newsletter/unsubscribe?subscriber=nlsub_1&token=secret")).toBe(
      "/newsletter/unsubscribe?subscriber=nlsub_1&token=[redacted]",
    );
  });

  test("leaves every other URL as it is", () => {
    expect(redactTokens("/shop?category=lips&page=2")).toBe("/shop?category=lips&page=2");
    expect(redactTokens("/product/rouge-a-levres/details")).toBe("/product/rouge-a-levres/details");
  });
});
