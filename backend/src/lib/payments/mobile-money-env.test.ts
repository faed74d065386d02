import { describe, expect, it } from "vitest"
import { MTN_DEV_CREDENTIALS, NOTCHPAY_DEV_CREDENTIALS, ORANGE_DEV_CREDENTIALS } from "../../../../tools/simulators/gateways/index"
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

  const production = { NODE_ENV: "production" }
  const mtnLive = {
    MTN_BASE_URL: "https://proxy.momodeveloper.mtn.com",
    MTN_API_USER: "u",
    MTN_API_KEY: "k",
    MTN_COLLECTION_SUBSCRIPTION_KEY: "c",
    MTN_DISBURSEMENT_SUBSCRIPTION_KEY: "d",
  }
  const orangeLive = {
    ORANGE_BASE_URL: "https://api-s1.orange.cm",
    ORANGE_CLIENT_ID: "id",
    ORANGE_CLIENT_SECRET: "secret",
    ORANGE_AUTH_TOKEN: "token",
    ORANGE_CHANNEL_MSISDN: "691234567",
    ORANGE_CHANNEL_PIN: "9876",
  }

  it("refuses, in production, the development credentials and the simulator's address", () => {
    expect(() => readMobileMoneyOptions({ ...production, ORANGE_BASE_URL: "http://127.0.0.1:9100" })).toThrow(/ORANGE_CLIENT_ID/)
    expect(() => readMobileMoneyOptions({ ...production, MTN_BASE_URL: "https://proxy.momodeveloper.mtn.com" })).toThrow(
      /MTN_API_USER is the development value/
    )
    expect(() => readMobileMoneyOptions({ ...production, ...mtnLive, MTN_BASE_URL: "http://localhost:9100" })).toThrow(
      /MTN_BASE_URL must be https:\/\/proxy\.momodeveloper\.mtn\.com in production/
    )
    expect(readMobileMoneyOptions({ ...production, ...mtnLive, ...orangeLive })).toMatchObject({
      mtn: { baseUrl: mtnLive.MTN_BASE_URL },
      orange: { baseUrl: orangeLive.ORANGE_BASE_URL },
    })
    expect(
      readMobileMoneyOptions({ ...production, DREAMSHADE_ALLOW_DEV_SECRETS: "true", MTN_BASE_URL: "http://localhost:9100" })
    ).not.toBeNull()
  })

  it.each([
    "http://proxy.momodeveloper.mtn.com",
    "http://127.0.0.2:9100",
    "http://0.0.0.0:9100",
    "http://localhost.:9100",
    "http://[::ffff:127.0.0.1]:9100",
    "http://10.0.0.5:9100",
    "https://momo.example.cm",
  ])("refuses, in production, MTN_BASE_URL=%s and the same for Orange: only the live APIs over https", (url) => {
    expect(() => readMobileMoneyOptions({ ...production, ...mtnLive, MTN_BASE_URL: url })).toThrow(/MTN_BASE_URL must be https:/)
    expect(() => readMobileMoneyOptions({ ...production, ...orangeLive, ORANGE_BASE_URL: url })).toThrow(
      /ORANGE_BASE_URL must be https:\/\/api-s1\.orange\.cm/
    )
  })

  it("refuses, in production, MTN's sandbox environment and the simulator's Orange merchant number", () => {
    expect(() => readMobileMoneyOptions({ ...production, ...mtnLive, MTN_TARGET_ENVIRONMENT: "sandbox" })).toThrow(
      /MTN_TARGET_ENVIRONMENT is sandbox/
    )
    expect(() => readMobileMoneyOptions({ ...production, ...orangeLive, ORANGE_CHANNEL_MSISDN: "690000000" })).toThrow(
      /ORANGE_CHANNEL_MSISDN is the development value/
    )
  })

  it("names every refused variable at once", () => {
    let message = ""
    try {
      readMobileMoneyOptions({ ...production, MTN_BASE_URL: "http://localhost:9100", MTN_TARGET_ENVIRONMENT: "sandbox" })
    } catch (error) {
      message = (error as Error).message
    }
    for (const name of ["MTN_BASE_URL", "MTN_API_USER", "MTN_API_KEY", "MTN_COLLECTION_SUBSCRIPTION_KEY", "MTN_DISBURSEMENT_SUBSCRIPTION_KEY", "MTN_TARGET_ENVIRONMENT"]) {
      expect(message).toContain(`${name} `)
    }
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

  it("refuses, in production, Notch Pay's development and test keys and any address but its live API", () => {
    const real = { NOTCHPAY_PUBLIC_KEY: "pk.live", NOTCHPAY_PRIVATE_KEY: "sk.live", NOTCHPAY_WEBHOOK_SECRET: "a-long-random-webhook-hash" }
    const notchpay = { ...production, ORANGE_GATEWAY: "notchpay", NOTCHPAY_BASE_URL: "https://api.notchpay.co" }
    expect(() => readMobileMoneyOptions(notchpay)).toThrow(/NOTCHPAY_PUBLIC_KEY is the development value/)
    expect(() => readMobileMoneyOptions({ ...notchpay, ...real, NOTCHPAY_WEBHOOK_SECRET: "dev-notchpay-webhook-hash" })).toThrow(
      /NOTCHPAY_WEBHOOK_SECRET is the development value/
    )
    expect(() => readMobileMoneyOptions({ ...notchpay, ...real, NOTCHPAY_PUBLIC_KEY: "pk_test.Vbn0123456789" })).toThrow(
      /NOTCHPAY_PUBLIC_KEY is a Notch Pay test key/
    )
    expect(() => readMobileMoneyOptions({ ...notchpay, ...real, NOTCHPAY_PRIVATE_KEY: "sk_test_0123456789" })).toThrow(
      /NOTCHPAY_PRIVATE_KEY is a Notch Pay test key/
    )
    for (const url of ["http://127.0.0.1:9100", "http://api.notchpay.co", "http://127.0.0.2:9100", "https://api.notchpay.co.example.cm"]) {
      expect(() => readMobileMoneyOptions({ ...notchpay, ...real, NOTCHPAY_BASE_URL: url }), url).toThrow(/NOTCHPAY_BASE_URL must be https:\/\/api\.notchpay\.co/)
    }
    expect(readMobileMoneyOptions({ ...notchpay, ...real })).toMatchObject({ orangeGateway: "notchpay" })
  })

  it("checks Notch Pay in production whenever its address is set, even with both gateways on the operators", () => {
    // Its webhook route then trusts NOTCHPAY_WEBHOOK_SECRET: the simulator's would let anyone sign.
    expect(() => readMobileMoneyOptions({ ...production, ...mtnLive, NOTCHPAY_BASE_URL: "http://127.0.0.1:9100" })).toThrow(
      /NOTCHPAY_BASE_URL must be https:\/\/api\.notchpay\.co[\s\S]*NOTCHPAY_WEBHOOK_SECRET is the development value/
    )
  })

  it("refuses in production every value the payment simulators know", () => {
    const simulators = {
      MTN_API_USER: MTN_DEV_CREDENTIALS.apiUser,
      MTN_API_KEY: MTN_DEV_CREDENTIALS.apiKey,
      MTN_COLLECTION_SUBSCRIPTION_KEY: MTN_DEV_CREDENTIALS.subscriptionKey,
      MTN_DISBURSEMENT_SUBSCRIPTION_KEY: MTN_DEV_CREDENTIALS.disbursementSubscriptionKey,
      ORANGE_CLIENT_ID: ORANGE_DEV_CREDENTIALS.clientId,
      ORANGE_CLIENT_SECRET: ORANGE_DEV_CREDENTIALS.clientSecret,
      ORANGE_AUTH_TOKEN: ORANGE_DEV_CREDENTIALS.authToken,
      ORANGE_CHANNEL_MSISDN: ORANGE_DEV_CREDENTIALS.channelUserMsisdn,
      ORANGE_CHANNEL_PIN: ORANGE_DEV_CREDENTIALS.pin,
      NOTCHPAY_PUBLIC_KEY: NOTCHPAY_DEV_CREDENTIALS.publicKey,
      NOTCHPAY_PRIVATE_KEY: NOTCHPAY_DEV_CREDENTIALS.privateKey,
      NOTCHPAY_WEBHOOK_SECRET: NOTCHPAY_DEV_CREDENTIALS.webhookSecret,
    }
    const live = { ...production, ...mtnLive, ...orangeLive, NOTCHPAY_BASE_URL: "https://api.notchpay.co" }
    const real = { NOTCHPAY_PUBLIC_KEY: "pk.live", NOTCHPAY_PRIVATE_KEY: "sk.live", NOTCHPAY_WEBHOOK_SECRET: "a-long-random-webhook-hash" }
    expect(readMobileMoneyOptions({ ...live, ...real })).not.toBeNull()
    for (const [name, value] of Object.entries(simulators)) {
      expect(() => readMobileMoneyOptions({ ...live, ...real, [name]: value }), name).toThrow(new RegExp(`${name} is the development value`))
    }
  })
})
