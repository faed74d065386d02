import { type ShopFacts, xafToEurCents } from "@dreamshade/contracts";

/**
 * The policy figures the informational pages quote. The shop's own facts (address, numbers,
 * hours, delivery fees, unpaid-hold days) come from the backend's configuration (`GET /store/shop`,
 * lib/medusa/shop.server.ts); these are the shop's terms, written here once.
 */
const TERMS = {
  /** Unopened, sealed products may be returned within this many days of delivery. */
  returnDays: 7,
  /** A damaged, wrong or missing item is reported within this many hours of delivery. */
  reportIssueHours: 48,
  /** Refunds are paid within this many days of the returned item reaching the shop. */
  refundDays: 14,
} as const;

/** Business rules of the spec (§9) and DESIGN.md §2 that the pages state in words. */
export function shopPolicy(shop: ShopFacts) {
  return {
    delivery: { douala: shop.delivery.douala, cameroon: shop.delivery.cameroon, workingDays: shop.delivery.working_days },
    ...TERMS,
    unpaidHoldWorkingDays: shop.unpaid_hold_working_days,
  };
}

export type ShopPolicy = ReturnType<typeof shopPolicy>;

/** An XAF amount in euros at the fixed peg, rounded to the cent (what PayPal charges). */
export function xafToEur(amount: number): number {
  return xafToEurCents(amount) / 100;
}
