import type { ShopDetails } from "../shop-details"

/**
 * The six ways to pay of the shop's spec, in the order checkout shows them. A mode is served by
 * the payment providers whose identifier (the middle of `pp_{identifier}_{id}`) is listed here:
 * a provider plugin that uses one of these identifiers makes its mode available, nothing else.
 */
export const PAYMENT_MODES = [
  { code: "mtn_momo", identifiers: ["mtn-momo"] },
  { code: "orange_money", identifiers: ["orange-money"] },
  { code: "card", identifiers: ["stripe"] },
  { code: "paypal", identifiers: ["paypal"] },
  { code: "bank_deposit", identifiers: ["bank-deposit"] },
  { code: "cash_at_shop", identifiers: ["cash-at-shop"] },
] as const

export type PaymentModeCode = (typeof PAYMENT_MODES)[number]["code"]

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

/** `pp_bank-deposit_offline` → `bank-deposit`; null for an id that is not a provider id. */
export function providerIdentifier(providerId: string): string | null {
  const match = /^pp_(.+)_[^_]+$/.exec(providerId)
  return match ? match[1] : null
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
  return PAYMENT_MODES.map(({ code, identifiers }) => {
    const providerId = pick(inRegion, identifiers)
    if (providerId) {
      return { code, available: true, reason: null, provider_id: providerId, instructions: paymentInstructions(code, shop) }
    }
    const reason: UnavailableReason = pick(installed, identifiers) ? "not_in_region" : "not_configured"
    return { code, available: false, reason, provider_id: null, instructions: null }
  })
}

/** The mode a provider id belongs to (for an order's "payment mode"), or null. */
export function paymentModeOfProvider(providerId: string): PaymentModeCode | null {
  const identifier = providerIdentifier(providerId)
  return PAYMENT_MODES.find((mode) => (mode.identifiers as readonly string[]).includes(identifier ?? ""))?.code ?? null
}
