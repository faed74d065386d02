import { describe, expect, it } from "vitest"
import { STRIPE_SIMULATOR_KEYS } from "../../../../tools/simulators/gateways/stripe"
import { readStripeOptions } from "./stripe-env"

const TEST_KEYS = { STRIPE_API_KEY: "sk_test_51abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }
const LIVE_KEYS = { STRIPE_API_KEY: "sk_live_51abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }

describe("readStripeOptions", () => {
  it("offers no card until the secret key is set (empty counts as unset)", () => {
    expect(readStripeOptions({})).toBeNull()
    expect(readStripeOptions({ STRIPE_API_KEY: "", STRIPE_WEBHOOK_SECRET: "" })).toBeNull()
  })

  it("registers the provider with automatic capture, and the simulator's address in development", () => {
    expect(readStripeOptions(TEST_KEYS)).toEqual({ apiKey: "sk_test_51abc", webhookSecret: "whsec_abc", capture: true })
    expect(readStripeOptions({ ...TEST_KEYS, STRIPE_API_BASE_URL: "http://127.0.0.1:9100" })).toMatchObject({
      apiBaseUrl: "http://127.0.0.1:9100",
    })
  })

  it("refuses a key without its webhook secret, and values that are not Stripe's", () => {
    expect(() => readStripeOptions({ STRIPE_API_KEY: "sk_test_51abc" })).toThrow(/STRIPE_WEBHOOK_SECRET is required/)
    expect(() => readStripeOptions({ ...TEST_KEYS, STRIPE_API_KEY: "pk_test_51abc" })).toThrow(/STRIPE_API_KEY: must be a Stripe secret key/)
    expect(() => readStripeOptions({ ...TEST_KEYS, STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(/STRIPE_WEBHOOK_SECRET: must be/)
  })

  it("refuses, in production, a test-mode key and another API address; the laptop flag allows both", () => {
    expect(() => readStripeOptions({ NODE_ENV: "production", ...TEST_KEYS })).toThrow(/test-mode key/)
    expect(() => readStripeOptions({ NODE_ENV: "production", ...TEST_KEYS, STRIPE_API_KEY: "rk_test_51abc" })).toThrow(/test-mode key/)
    expect(() => readStripeOptions({ NODE_ENV: "production", ...LIVE_KEYS, STRIPE_API_BASE_URL: "http://localhost:9100" })).toThrow(
      /simulator/
    )
    expect(readStripeOptions({ NODE_ENV: "production", ...LIVE_KEYS })).toMatchObject({ apiKey: "sk_live_51abc" })
    expect(() => readStripeOptions({ NODE_ENV: "production", ...TEST_KEYS })).toThrow(/STRIPE_API_KEY is a Stripe test-mode key/)
    expect(readStripeOptions({ NODE_ENV: "production", DREAMSHADE_ALLOW_DEV_SECRETS: "true", ...TEST_KEYS })).not.toBeNull()
  })

  it("refuses, in production, the Stripe simulator's webhook secret, naming it", () => {
    expect(() =>
      readStripeOptions({ NODE_ENV: "production", ...LIVE_KEYS, STRIPE_WEBHOOK_SECRET: STRIPE_SIMULATOR_KEYS.webhookSecret })
    ).toThrow(/STRIPE_WEBHOOK_SECRET is the Stripe simulator's/)
  })
})
