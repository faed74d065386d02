import { describe, expect, it } from "vitest"
import { redactUrl } from "./redact-url.js"

describe("redactUrl", () => {
  it("hides the secret segment of each e-mailed link, with or without React Router's .data", () => {
    expect(redactUrl("/account-activation/eyJhbGciOi.abc.def")).toBe("/account-activation/[redacted]")
    expect(redactUrl("/reset-password/awa%40example.cm/tok-123?lng=en")).toBe("/reset-password/awa%40example.cm/[redacted]?lng=en")
    expect(redactUrl("/newsletter/confirm/abc123.data")).toBe("/newsletter/confirm/[redacted].data")
    expect(redactUrl("/Newsletter/Confirm/abc123/")).toBe("/Newsletter/Confirm/[redacted]/")
  })

  it("hides token, secret, code and signature parameters, whatever their prefix or case", () => {
    expect(redactUrl("/newsletter/unsubscribe?subscriber=nlsub_1&token=secret")).toBe("/newsletter/unsubscribe?subscriber=nlsub_1&token=[redacted]")
    expect(redactUrl("/checkout/card/return?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded")).toBe(
      "/checkout/card/return?payment_intent=pi_1&payment_intent_client_secret=[redacted]&redirect_status=succeeded"
    )
    expect(redactUrl("/cb?code=c1&state=s&Signature=x&reset_token=y&accessToken=z&client%5Fsecret=w&api_key=k")).toBe(
      "/cb?code=[redacted]&state=s&Signature=[redacted]&reset_token=[redacted]&accessToken=[redacted]&client%5Fsecret=[redacted]&api_key=[redacted]"
    )
  })

  it("keeps the origin and fragment of an absolute URL (a Referer) and redacts the rest alike", () => {
    expect(redactUrl("https://shop.example.cm/newsletter/confirm/t0k?token=a#top")).toBe(
      "https://shop.example.cm/newsletter/confirm/[redacted]?token=[redacted]#top"
    )
  })

  it("leaves every other URL as it is", () => {
    for (const url of ["/shop?category=lips&page=2", "/product/rouge-a-levres/details", "/store/products?fields=*variants&q=tok", "/", "-", "/a?flag&b=%E0"]) {
      expect(redactUrl(url)).toBe(url)
    }
    expect(redactUrl("/account-activation/")).toBe("/account-activation/")
  })
})
