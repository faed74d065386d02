import crypto from "node:crypto"
import { describe, expect, it } from "vitest"
import { parseStripeForm, stripeId, stripeSignature } from "./stripe-wire.js"

describe("Stripe's wire formats", () => {
  it("reads form bodies as stripe-node writes them: nested keys and indexed lists", () => {
    const body = "amount=7500&currency=xaf&metadata[session_id]=payses_1&expand[0]=payment_method&expand[1]=customer&a[b][c]=d"
    expect(parseStripeForm(body)).toEqual({
      amount: "7500",
      currency: "xaf",
      metadata: { session_id: "payses_1" },
      expand: ["payment_method", "customer"],
      a: { b: { c: "d" } },
    })
    expect(parseStripeForm("metadata%5Bsession_id%5D=payses_2")).toEqual({ metadata: { session_id: "payses_2" } })
  })

  it("signs a webhook as Stripe does: t=<seconds>,v1=HMAC-SHA256 of \"<t>.<body>\"", () => {
    const payload = JSON.stringify({ id: "evt_1" })
    const header = stripeSignature(payload, "whsec_abc", 1_700_000_000)
    const expected = crypto.createHmac("sha256", "whsec_abc").update(`1700000000.${payload}`).digest("hex")
    expect(header).toBe(`t=1700000000,v1=${expected}`)
    expect(stripeId("pi")).toMatch(/^pi_[A-Za-z0-9]{24}$/)
  })
})
