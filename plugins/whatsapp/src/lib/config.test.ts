import { describe, expect, it } from "vitest"
import { readWhatsAppConfig, WHATSAPP_DEVELOPMENT_CREDENTIALS } from "./config"

const live = {
  WHATSAPP_BASE_URL: "https://graph.facebook.com",
  WHATSAPP_ACCESS_TOKEN: "EAAG-live-token",
  WHATSAPP_PHONE_NUMBER_ID: "109876543210987",
  WHATSAPP_APP_SECRET: "live-app-secret",
  WHATSAPP_VERIFY_TOKEN: "live-verify-token",
}

describe("readWhatsAppConfig", () => {
  it("is off without WHATSAPP_BASE_URL (an empty one included)", () => {
    expect(readWhatsAppConfig({})).toBeNull()
    expect(readWhatsAppConfig({ WHATSAPP_BASE_URL: "", NODE_ENV: "production" })).toBeNull()
  })

  it("takes the simulator and the development values outside production", () => {
    expect(readWhatsAppConfig({ WHATSAPP_BASE_URL: "http://127.0.0.1:9100/" })).toMatchObject({
      baseUrl: "http://127.0.0.1:9100",
      accessToken: WHATSAPP_DEVELOPMENT_CREDENTIALS.WHATSAPP_ACCESS_TOKEN,
      apiVersion: "v21.0",
    })
  })

  it("refuses in production the simulator's address and each development value, naming the variable", () => {
    const attempt = () => readWhatsAppConfig({ NODE_ENV: "production", WHATSAPP_BASE_URL: "http://127.0.0.1:9100" })
    expect(attempt).toThrow(/WHATSAPP_BASE_URL must be https:\/\/graph\.facebook\.com/)
    for (const name of Object.keys(WHATSAPP_DEVELOPMENT_CREDENTIALS)) expect(attempt).toThrow(new RegExp(`${name} is the development value`))
    expect(() => readWhatsAppConfig({ ...live, NODE_ENV: "production", WHATSAPP_BASE_URL: "https://graph.facebook.com.evil.example" })).toThrow(/WHATSAPP_BASE_URL/)
    expect(() => readWhatsAppConfig({ ...live, NODE_ENV: "production", WHATSAPP_APP_SECRET: WHATSAPP_DEVELOPMENT_CREDENTIALS.WHATSAPP_APP_SECRET })).toThrow(
      /WHATSAPP_APP_SECRET is the development value/
    )
    expect(readWhatsAppConfig({ ...live, NODE_ENV: "production" })).toMatchObject({ baseUrl: "https://graph.facebook.com", phoneNumberId: live.WHATSAPP_PHONE_NUMBER_ID })
    // The launcher's laptop flag lets a production build run against the simulator.
    expect(readWhatsAppConfig({ NODE_ENV: "production", DREAMSHADE_ALLOW_DEV_SECRETS: "true", WHATSAPP_BASE_URL: "http://127.0.0.1:9100" })).not.toBeNull()
  })

  it("refuses a malformed phone-number id or version", () => {
    expect(() => readWhatsAppConfig({ ...live, WHATSAPP_PHONE_NUMBER_ID: "+237 6" })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/)
    expect(() => readWhatsAppConfig({ ...live, WHATSAPP_API_VERSION: "21" })).toThrow(/WHATSAPP_API_VERSION/)
  })
})
