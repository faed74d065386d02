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
})
