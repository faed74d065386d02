import { describe, expect, it } from "vitest"
import { readMobileMoneyOptions } from "./mobile-money-env"

describe("readMobileMoneyOptions", () => {
  it("offers nothing until an operator's address is set (empty counts as unset)", () => {
    expect(readMobileMoneyOptions({})).toBeNull()
    expect(readMobileMoneyOptions({ MTN_BASE_URL: "", MTN_API_USER: "", ORANGE_CHANNEL_MSISDN: "" })).toBeNull()
  })

  it("calls back to the backend's public address, with the configured prefixes", () => {
    const options = readMobileMoneyOptions({
      MTN_BASE_URL: "http://localhost:9100",
      MEDUSA_BACKEND_URL: "https://api.dreamshade.cm/",
      MTN_PREFIXES: "670, 650",
    })
    expect(options).toMatchObject({
      mtn: { baseUrl: "http://localhost:9100", targetEnvironment: "mtncameroon" },
      callbackBaseUrl: "https://api.dreamshade.cm",
      mtnPrefixes: ["670", "650"],
    })
  })

  it("refuses, in production, the development credentials and the simulator's address", () => {
    const real = { MTN_API_USER: "u", MTN_API_KEY: "k", MTN_COLLECTION_SUBSCRIPTION_KEY: "c", MTN_DISBURSEMENT_SUBSCRIPTION_KEY: "d" }
    expect(() => readMobileMoneyOptions({ NODE_ENV: "production", ORANGE_BASE_URL: "http://127.0.0.1:9100" })).toThrow(/ORANGE_CLIENT_ID/)
    expect(() => readMobileMoneyOptions({ NODE_ENV: "production", MTN_BASE_URL: "https://proxy.momodeveloper.mtn.com" })).toThrow(
      /development MTN_API_USER/
    )
    expect(() => readMobileMoneyOptions({ NODE_ENV: "production", MTN_BASE_URL: "http://localhost:9100", ...real })).toThrow(/simulator/)
    expect(readMobileMoneyOptions({ NODE_ENV: "production", MTN_BASE_URL: "https://proxy.momodeveloper.mtn.com", ...real })).not.toBeNull()
    expect(
      readMobileMoneyOptions({ NODE_ENV: "production", DREAMSHADE_ALLOW_DEV_SECRETS: "true", MTN_BASE_URL: "http://localhost:9100" })
    ).not.toBeNull()
  })

  it("sends an operator's payments through Notch Pay when its gateway says so", () => {
    expect(() => readMobileMoneyOptions({ MTN_GATEWAY: "notchpay" })).toThrow(/NOTCHPAY_BASE_URL/)
    expect(() => readMobileMoneyOptions({ ORANGE_GATEWAY: "paypal" })).toThrow()
    const options = readMobileMoneyOptions({ MTN_GATEWAY: "notchpay", NOTCHPAY_BASE_URL: "http://localhost:9100" })
    expect(options).toMatchObject({
      mtn: undefined,
      notchpay: { baseUrl: "http://localhost:9100", publicKey: expect.any(String), privateKey: expect.any(String) },
      mtnGateway: "notchpay",
      orangeGateway: "operator",
      notchpayWebhookSecret: expect.any(String),
    })
  })

  it("refuses, in production, Notch Pay's development keys and the simulator's address", () => {
    const real = { NOTCHPAY_PUBLIC_KEY: "pk.live", NOTCHPAY_PRIVATE_KEY: "sk.live", NOTCHPAY_WEBHOOK_SECRET: "a-long-random-webhook-hash" }
    const production = { NODE_ENV: "production", ORANGE_GATEWAY: "notchpay" }
    expect(() => readMobileMoneyOptions({ ...production, NOTCHPAY_BASE_URL: "https://api.notchpay.co" })).toThrow(/development NOTCHPAY_PUBLIC_KEY/)
    expect(() => readMobileMoneyOptions({ ...production, NOTCHPAY_BASE_URL: "https://api.notchpay.co", ...real, NOTCHPAY_WEBHOOK_SECRET: "dev-notchpay-webhook-hash" })).toThrow(
      /development NOTCHPAY_WEBHOOK_SECRET/
    )
    expect(() => readMobileMoneyOptions({ ...production, NOTCHPAY_BASE_URL: "http://127.0.0.1:9100", ...real })).toThrow(/simulator/)
    expect(readMobileMoneyOptions({ ...production, NOTCHPAY_BASE_URL: "https://api.notchpay.co", ...real })).toMatchObject({ orangeGateway: "notchpay" })
  })
})
