import { describe, expect, it } from "vitest"
import { isMobileMoneyMode, isRedirectProvider, PAYMENT_MODE_CODES, paymentModeOfProvider, providerIdentifier } from "./payment-modes"

describe("payment modes", () => {
  it("lists the six modes of the spec in checkout's order", () => {
    expect(PAYMENT_MODE_CODES).toEqual(["mtn_momo", "orange_money", "card", "paypal", "bank_deposit", "cash_at_shop"])
  })

  it("reads a provider id's identifier and mode", () => {
    expect(providerIdentifier("pp_bank-deposit_offline")).toBe("bank-deposit")
    expect(providerIdentifier("pp_stripe_stripe")).toBe("stripe")
    expect(providerIdentifier("manual")).toBeNull()
    expect(paymentModeOfProvider("pp_mtn-momo_mobile-money")).toBe("mtn_momo")
    expect(paymentModeOfProvider("pp_stripe_stripe")).toBe("card")
    expect(paymentModeOfProvider("pp_system_default")).toBeNull()
  })

  it("knows which modes are mobile money", () => {
    expect(isMobileMoneyMode("orange_money")).toBe(true)
    expect(isMobileMoneyMode("paypal")).toBe(false)
    expect(isMobileMoneyMode("toString")).toBe(false)
  })

  it("knows which providers are paid on another page", () => {
    expect(isRedirectProvider("pp_paypal_paypal")).toBe(true)
    expect(isRedirectProvider("pp_stripe_stripe")).toBe(true)
    expect(isRedirectProvider("pp_mtn-momo_mobile-money")).toBe(false)
    expect(isRedirectProvider("pp_bank-deposit_offline")).toBe(false)
    expect(isRedirectProvider("manual")).toBe(false)
  })
})
