import { describe, expect, it } from "vitest"
import { LIVE_GATEWAY_HOSTS, liveAddressProblem, type GatewayAddressVariable } from "./live-gateway"

/** Addresses that are not a gateway's live API, however close: every one is refused by name. */
const NOT_LIVE = [
  "http://localhost:9100",
  "http://127.0.0.1:9100",
  "http://[::1]:9100",
  "http://127.0.0.2:9100",
  "http://0.0.0.0:9100",
  "http://localhost.:9100",
  "http://[::ffff:127.0.0.1]:9100",
  "http://2130706433:9100",
  "http://10.0.0.5",
  "http://192.168.1.20",
  "http://172.16.0.9",
  "https://169.254.169.254",
  "https://[fd00::1]",
  "https://simulators.internal",
]

describe("liveAddressProblem", () => {
  const variables = Object.keys(LIVE_GATEWAY_HOSTS) as GatewayAddressVariable[]

  it.each(variables)("accepts only https://<live host> for %s", (name) => {
    const live = LIVE_GATEWAY_HOSTS[name]
    expect(liveAddressProblem(name, `https://${live}`)).toBeNull()
    expect(liveAddressProblem(name, `https://${live.toUpperCase()}:443/`)).toBeNull()
    for (const url of [`http://${live}`, `https://${live}:8443`, `https://${live}.evil.example`, `https://${live}.`, ...NOT_LIVE]) {
      expect(liveAddressProblem(name, url), url).toMatch(new RegExp(`^${name} must be https://${live.replaceAll(".", "\\.")} in production`))
    }
  })

  it("refuses the gateways' sandboxes", () => {
    expect(liveAddressProblem("PAYPAL_BASE_URL", "https://api-m.sandbox.paypal.com")).toMatch(/PAYPAL_BASE_URL/)
    expect(liveAddressProblem("PAYPAL_BASE_URL", "https://api.sandbox.paypal.com")).toMatch(/PAYPAL_BASE_URL/)
    expect(liveAddressProblem("NOTCHPAY_BASE_URL", "https://sandbox.notchpay.co")).toMatch(/NOTCHPAY_BASE_URL/)
  })
})
