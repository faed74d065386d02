import { PAYMENT_MODE_CODES, PAYMENT_MODE_IDENTIFIERS, providerIdentifier, type PaymentModeCode } from "@dreamshade/contracts"
import type { ShopDetails } from "../shop-details"

/**
 * Why a mode cannot be chosen: `not_configured`, no provider for it on this server;
 * `not_in_region`, installed but not offered where the cart is delivered.
 */
export type UnavailableReason = "not_configured" | "not_in_region"

export type PaymentInstructions =
  | { kind: "bank_deposit"; bank: ShopDetails["bank"]; hold_working_days: number }
  | {
      kind: "cash_at_shop"
      address: ShopDetails["address"]
      hours: ShopDetails["hours"]
      phone: string
      hold_working_days: number
    }

export type PaymentMode = {
  code: PaymentModeCode
  available: boolean
  reason: UnavailableReason | null
  provider_id: string | null
  instructions: PaymentInstructions | null
}

/** What an offline mode's shopper must do; the online modes explain themselves. */
export function paymentInstructions(code: PaymentModeCode, shop: ShopDetails): PaymentInstructions | null {
  if (code === "bank_deposit") {
    return { kind: "bank_deposit", bank: shop.bank, hold_working_days: shop.unpaid_hold_working_days }
  }
  if (code === "cash_at_shop") {
    return {
      kind: "cash_at_shop",
      address: shop.address,
      hours: shop.hours,
      phone: shop.phone,
      hold_working_days: shop.unpaid_hold_working_days,
    }
  }
  return null
}

/**
 * Every mode, available or not. `installed` are the enabled providers of this server, `inRegion`
 * those the cart's region offers.
 */
export function listPaymentModes(installed: string[], inRegion: string[], shop: ShopDetails): PaymentMode[] {
  const pick = (ids: string[], identifiers: readonly string[]) =>
    ids.find((id) => identifiers.includes(providerIdentifier(id) ?? ""))
  return PAYMENT_MODE_CODES.map((code) => {
    const identifiers = PAYMENT_MODE_IDENTIFIERS[code]
    const providerId = pick(inRegion, identifiers)
    if (providerId) {
      return { code, available: true, reason: null, provider_id: providerId, instructions: paymentInstructions(code, shop) }
    }
    const reason: UnavailableReason = pick(installed, identifiers) ? "not_in_region" : "not_configured"
    return { code, available: false, reason, provider_id: null, instructions: null }
  })
}
