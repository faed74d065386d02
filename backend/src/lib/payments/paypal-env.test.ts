import { describe, expect, it } from "vitest"
import { PAYPAL_DEV_CREDENTIALS } from "../../../../tools/simulators/gateways/index"
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
    expect(() => readPayPalOptions({ NODE_ENV: "production", PAYPAL_BASE_URL: "https://api-m.paypal.com" })).toThrow(
      /PAYPAL_CLIENT_ID is the development value/
    )
    expect(() => readPayPalOptions({ NODE_ENV: "production", PAYPAL_BASE_URL: "https://api-m.paypal.com", ...live, PAYPAL_WEBHOOK_ID: "dev-paypal-webhook" })).toThrow(
      /PAYPAL_WEBHOOK_ID is the development value/
    )
    expect(() => readPayPalOptions({ NODE_ENV: "production", PAYPAL_BASE_URL: "http://127.0.0.1:9100", ...live })).toThrow(/PAYPAL_BASE_URL must be/)
    expect(readPayPalOptions({ NODE_ENV: "production", PAYPAL_BASE_URL: "https://api-m.paypal.com", ...live })).not.toBeNull()
    expect(readPayPalOptions({ NODE_ENV: "production", DREAMSHADE_ALLOW_DEV_SECRETS: "true", PAYPAL_BASE_URL: "http://localhost:9100" })).not.toBeNull()
  })

  it.each([
    "https://api-m.sandbox.paypal.com",
    "http://api-m.paypal.com",
    "http://127.0.0.2:9100",
    "http://0.0.0.0:9100",
    "http://localhost.:9100",
    "http://[::ffff:127.0.0.1]:9100",
    "http://192.168.1.20:9100",
  ])("refuses, in production, PAYPAL_BASE_URL=%s: only PayPal's live API over https", (url) => {
    const live = { PAYPAL_CLIENT_ID: "live-id", PAYPAL_CLIENT_SECRET: "live-secret", PAYPAL_WEBHOOK_ID: "WH-1" }
    expect(() => readPayPalOptions({ NODE_ENV: "production", PAYPAL_BASE_URL: url, ...live })).toThrow(
      /PAYPAL_BASE_URL must be https:\/\/api-m\.paypal\.com in production/
    )
  })

  it("refuses in production every value the PayPal simulator knows", () => {
    const live = { NODE_ENV: "production", PAYPAL_BASE_URL: "https://api-m.paypal.com", PAYPAL_CLIENT_ID: "live-id", PAYPAL_CLIENT_SECRET: "live-secret", PAYPAL_WEBHOOK_ID: "WH-1" }
    const simulator = {
      PAYPAL_CLIENT_ID: PAYPAL_DEV_CREDENTIALS.clientId,
      PAYPAL_CLIENT_SECRET: PAYPAL_DEV_CREDENTIALS.clientSecret,
      PAYPAL_WEBHOOK_ID: PAYPAL_DEV_CREDENTIALS.webhookId,
    }
    for (const [name, value] of Object.entries(simulator)) {
      expect(() => readPayPalOptions({ ...live, [name]: value }), name).toThrow(new RegExp(`${name} is the development value`))
    }
  })
})
