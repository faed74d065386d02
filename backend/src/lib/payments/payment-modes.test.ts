import { describe, expect, it } from "vitest"
import { readShopDetails } from "../shop-details"
import { listPaymentModes } from "./payment-modes"

const shop = readShopDetails({})
const offline = ["pp_bank-deposit_offline", "pp_cash-at-shop_offline"]

describe("listPaymentModes", () => {
  it("lists the six modes in the spec's order, unconfigured ones unavailable with a reason", () => {
    const modes = listPaymentModes([...offline, "pp_system_default"], offline, shop)
    expect(modes.map((mode) => mode.code)).toEqual([
      "mtn_momo", "orange_money", "card", "paypal", "bank_deposit", "cash_at_shop",
    ])
    expect(modes.slice(0, 4)).toEqual(
      ["mtn_momo", "orange_money", "card", "paypal"].map((code) => ({
        code, available: false, reason: "not_configured", provider_id: null, instructions: null,
      }))
    )
    expect(modes[4]).toMatchObject({
      available: true,
      provider_id: "pp_bank-deposit_offline",
      instructions: { kind: "bank_deposit", bank: shop.bank, hold_working_days: 3 },
    })
    expect(modes[5]).toMatchObject({
      available: true,
      provider_id: "pp_cash-at-shop_offline",
      instructions: { kind: "cash_at_shop", address: shop.address, hours: shop.hours, phone: shop.phone },
    })
  })

  it("says not_in_region when the server has the provider but the cart's region does not offer it", () => {
    const modes = listPaymentModes([...offline, "pp_stripe_stripe"], offline, shop)
    expect(modes.find((mode) => mode.code === "card")).toMatchObject({ available: false, reason: "not_in_region" })
  })

  it("makes a mode available as soon as a provider with its identifier is in the region", () => {
    const modes = listPaymentModes(["pp_mtn-momo_mtn"], ["pp_mtn-momo_mtn"], shop)
    expect(modes[0]).toMatchObject({ code: "mtn_momo", available: true, provider_id: "pp_mtn-momo_mtn", instructions: null })
  })
})
