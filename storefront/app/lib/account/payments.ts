/** The payment methods of the spec (§9), as the payments page names them. */
export const PAYMENT_METHODS = ["mtn", "orange", "card", "paypal", "manual"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Which method a Medusa payment provider id (`pp_<identifier>_<id>`) stands for, or null for a
 * provider the shop does not know (shown by its id rather than guessed).
 */
export function paymentMethodOf(providerId: string): PaymentMethod | null {
  const id = providerId.toLowerCase();
  if (id.includes("mtn") || id.includes("momo")) return "mtn";
  if (id.includes("orange")) return "orange";
  if (id.includes("stripe")) return "card";
  if (id.includes("paypal")) return "paypal";
  if (id === "pp_system_default" || id.includes("manual") || id.includes("bank") || id.includes("cash")) return "manual";
  return null;
}

export const PAYMENT_STATUSES = [
  "not_paid",
  "awaiting",
  "authorized",
  "partially_authorized",
  "captured",
  "partially_captured",
  "refunded",
  "partially_refunded",
  "canceled",
  "requires_action",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}
