import { describe, expect, it } from "vitest"
import { StoreOrderPayment } from "./validators"

describe("StoreOrderPayment (paying an order again)", () => {
  it("takes what each provider needs from the shopper: a number for mobile money, a language for PayPal, nothing else", () => {
    expect(StoreOrderPayment.safeParse({ provider_id: "pp_mtn-momo_mobile-money", data: { phone: "237670000001" } }).success).toBe(true)
    expect(StoreOrderPayment.safeParse({ provider_id: "pp_paypal_paypal", data: { locale: "en" } }).success).toBe(true)
    expect(StoreOrderPayment.safeParse({ provider_id: "pp_bank-deposit_offline" }).success).toBe(true)
  })

  it("refuses data a provider does not take, naming it: no planted key reaches a session", () => {
    const planted = [
      { provider_id: "pp_bank-deposit_offline", data: { phone: "237670000001" } },
      { provider_id: "pp_bank-deposit_offline", data: { status: "successful", gateway: "mtn" } },
      { provider_id: "pp_stripe_stripe", data: { capture_method: "manual" } },
      { provider_id: "pp_paypal_paypal", data: { locale: "de" } },
      { provider_id: "pp_mtn-momo_mobile-money", data: { phone: "237670000001", amount: 1 } },
    ]
    for (const body of planted) {
      const parsed = StoreOrderPayment.safeParse(body)
      expect(parsed.success, JSON.stringify(body)).toBe(false)
      expect(parsed.error?.issues[0]?.path[0]).toBe("data")
    }
  })
})
