import { describe, expect, it } from "vitest"
import { readPayPalOptions } from "./paypal-env"

describe("readPayPalOptions", () => {
  it("offers nothing until PayPal's address is set (empty counts as unset)", () => {
    expect(readPayPalOptions({})).toBeNull()
    expect(readPayPalOptions({ PAYPAL_BASE_URL: "", PAYPAL_CLIENT_ID: "" })).toBeNull()
  })

  it("sends the shopper back to the shop's public address", () => {
    expect(readPayPalOptions({ PAYPAL_BASE_URL: "http://localhost:9100/", STOREFRONT_URL: "https://dreamshade.cm/" })).toEqual({
      baseUrl: "http://localhost:9100",
      clientId: "dev-paypal-client",
      clientSecret: "dev-paypal-secret",
      webhookId: "dev-paypal-webhook",
      storefrontUrl: "https://dreamshade.cm",
    })
  })

  it("refuses, in production, the development credentials and the simulator's address", () => {
    const live = { PAYPAL_CLIENT_ID: "live-id", PAYPAL_CLIENT_SECRET: "live-secret", PAYPAL_WEBHOOK_ID: "WH-1" }
    expect(() => readPayPalOptions({ NODE_ENV: "production", PAYPAL_BASE_URL: "https://api-m.paypal.com" })).toThrow(/development PAYPAL_CLIENT_ID/)
    expect(() => readPayPalOptions({ NODE_ENV: "production", PAYPAL_BASE_URL: "https://api-m.paypal.com", ...live, PAYPAL_WEBHOOK_ID: "dev-paypal-webhook" })).toThrow(
      /PAYPAL_WEBHOOK_ID/
    )
    expect(() => readPayPalOptions({ NODE_ENV: "production", PAYPAL_BASE_URL: "http://127.0.0.1:9100", ...live })).toThrow(/simulator/)
    expect(readPayPalOptions({ NODE_ENV: "production", PAYPAL_BASE_URL: "https://api-m.paypal.com", ...live })).not.toBeNull()
    expect(readPayPalOptions({ NODE_ENV: "production", DREAMSHADE_ALLOW_DEV_SECRETS: "true", PAYPAL_BASE_URL: "http://localhost:9100" })).not.toBeNull()
  })
})
