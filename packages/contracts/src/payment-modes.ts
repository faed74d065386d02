import type { ShopLocale } from "./fields.js"
import type { MobileOperator } from "./phone.js"

/** The six ways to pay of the spec, in the order checkout shows them. */
export const PAYMENT_MODE_CODES = ["mtn_momo", "orange_money", "card", "paypal", "bank_deposit", "cash_at_shop"] as const

export type PaymentModeCode = (typeof PAYMENT_MODE_CODES)[number]

/** Each mode's name in the shop's two languages: checkout, order pages and invoices say the same. */
export const PAYMENT_MODE_NAMES: Record<ShopLocale, Record<PaymentModeCode, string>> = {
  fr: {
    mtn_momo: "MTN Mobile Money",
    orange_money: "Orange Money",
    card: "Carte bancaire",
    paypal: "PayPal",
    bank_deposit: "Dépôt bancaire",
    cash_at_shop: "Espèces en boutique",
  },
  en: {
    mtn_momo: "MTN Mobile Money",
    orange_money: "Orange Money",
    card: "Card",
    paypal: "PayPal",
    bank_deposit: "Bank deposit",
    cash_at_shop: "Cash at the shop",
  },
}

/**
 * The payment provider identifiers that serve each mode (the middle of a provider id
 * `pp_{identifier}_{id}`): a provider plugin using one of them makes its mode available.
 */
export const PAYMENT_MODE_IDENTIFIERS: Record<PaymentModeCode, readonly string[]> = {
  mtn_momo: ["mtn-momo"],
  orange_money: ["orange-money"],
  card: ["stripe"],
  paypal: ["paypal"],
  bank_deposit: ["bank-deposit"],
  cash_at_shop: ["cash-at-shop"],
}

/** Paid outside the web: the order is saved without payment and staff record the money. */
export const OFFLINE_PAYMENT_MODES: readonly PaymentModeCode[] = ["bank_deposit", "cash_at_shop"]

/** The operator behind each mobile-money mode. */
export const MOBILE_MONEY_OPERATOR = { mtn_momo: "mtn", orange_money: "orange" } as const satisfies Partial<Record<PaymentModeCode, MobileOperator>>

export type MobileMoneyMode = keyof typeof MOBILE_MONEY_OPERATOR

export function isMobileMoneyMode(mode: string): mode is MobileMoneyMode {
  return Object.prototype.hasOwnProperty.call(MOBILE_MONEY_OPERATOR, mode)
}

/** `pp_bank-deposit_offline` → `bank-deposit`; null for an id that is not a provider id. */
export function providerIdentifier(providerId: string): string | null {
  const match = /^pp_(.+)_[^_]+$/.exec(providerId)
  return match ? (match[1] ?? null) : null
}

/** The mode a provider id belongs to (an order's "payment mode"), or null. */
export function paymentModeOfProvider(providerId: string): PaymentModeCode | null {
  const identifier = providerIdentifier(providerId) ?? ""
  return PAYMENT_MODE_CODES.find((code) => PAYMENT_MODE_IDENTIFIERS[code].includes(identifier)) ?? null
}

/**
 * Paid on another page (PayPal's approval, the card form): making the payment session only
 * prepares it; the shopper's return authorizes it.
 */
export const REDIRECT_PAYMENT_MODES: readonly PaymentModeCode[] = ["card", "paypal"]

/** Whether a provider id serves a mode paid on another page. */
export function isRedirectProvider(providerId: string): boolean {
  const mode = paymentModeOfProvider(providerId)
  return mode !== null && REDIRECT_PAYMENT_MODES.includes(mode)
}
