import { xafToEurCents } from "@dreamshade/contracts";

/**
 * The shop's public details and the policy figures the informational pages quote, in one place.
 *
 * PLACEHOLDERS: the address, phone, WhatsApp number and e-mail below are invented for
 * development. Replace them with the shop's real details before going live; every page (contact,
 * help centre, FAQ, legal pages) reads them from here.
 */
export const SHOP_DETAILS = {
  address: {
    street: "Rue Joss, immeuble Les Palmiers, 1er étage", // placeholder
    district: "Akwa",
    city: "Douala",
  },
  /** `+237` + 9 digits starting with 6, as the spec's phone rule. Placeholder. */
  phone: "+237690000000",
  /** WhatsApp Business number. Placeholder. */
  whatsapp: "+237690000000",
  email: "contact@dreamshade.cm", // placeholder
  /** Monday (1) to Saturday (6), 9:00–18:00, Douala time (GMT+1, no daylight saving). */
  hours: { days: [1, 2, 3, 4, 5, 6], opens: "09:00", closes: "18:00", timeZone: "Africa/Douala" },
} as const;

/** Business rules of the spec (§9) and DESIGN.md §2 that the pages state in words. */
export const SHOP_POLICY = {
  delivery: {
    /** XAF, inside Douala. */
    douala: 1000,
    /** XAF, anywhere else in Cameroon. */
    cameroon: 2000,
    /** Delivered within this many working days once the order is confirmed. */
    workingDays: 3,
  },
  /** Unopened, sealed products may be returned within this many days of delivery. */
  returnDays: 7,
  /** A damaged, wrong or missing item is reported within this many hours of delivery. */
  reportIssueHours: 48,
  /** Refunds are paid within this many days of the returned item reaching the shop. */
  refundDays: 14,
  /** An order saved without payment (bank deposit, cash at the shop) is held this many working days. */
  unpaidHoldWorkingDays: 3,
} as const;

export type ShopDetails = typeof SHOP_DETAILS;
export type ShopPolicy = typeof SHOP_POLICY;

/** `+237690000000` → `+237 690 00 00 00`, the way numbers are written in Cameroon. */
export function formatPhone(international: string): string {
  const match = /^\+237(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(international);
  return match ? `+237 ${match[1]}${match[2]} ${match[3]} ${match[4]} ${match[5]}` : international;
}

/** A `wa.me` link: it opens WhatsApp only when the shopper follows it. */
export function whatsappUrl(international: string): string {
  return `https://wa.me/${international.replace(/\D/g, "")}`;
}

/** An XAF amount in euros at the fixed peg, rounded to the cent (what PayPal charges). */
export function xafToEur(amount: number): number {
  return xafToEurCents(amount) / 100;
}
