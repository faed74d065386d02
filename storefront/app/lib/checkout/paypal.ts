/**
 * What the checkout says after a trip to PayPal (`/checkout?paypal=…`), as keys of
 * `checkout.paypal.notices`: cancelled on PayPal, the bag changed meanwhile, an item sold out,
 * or PayPal could not take the payment.
 */
export const PAYPAL_NOTICES = { cancelled: "cancelled", changed: "changed", stock: "stock", failed: "failed" } as const;
export type PayPalNotice = keyof typeof PAYPAL_NOTICES;

export function payPalNoticeOf(search: string | null): PayPalNotice | null {
  return search && Object.hasOwn(PAYPAL_NOTICES, search) ? (search as PayPalNotice) : null;
}

/** 11.43 → "11,43 €" (fr) / "€11.43" (en). */
export function formatEuros(amount: number, language: string): string {
  return new Intl.NumberFormat(language === "en" ? "en-GB" : "fr-FR", { style: "currency", currency: "EUR" }).format(amount);
}
