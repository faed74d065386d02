/**
 * The shop's public facts, as the backend's configuration holds them and `GET /store/shop`
 * serves them: the storefront's footer, contact, help and checkout pages show these, never a copy.
 */
export interface ShopFacts {
  name: string
  address: { street: string; district: string; city: string; country_code: "cm" }
  /** `+237` and 9 digits starting with 6. */
  phone: string
  whatsapp: string
  email: string
  /** ISO weekdays (1 = Monday) and opening times, Douala time. */
  hours: { days: number[]; opens: string; closes: string; time_zone: "Africa/Douala" }
  /** The delivery fees the delivery provider charges, in XAF, and the promised delay. */
  delivery: { douala: number; cameroon: number; working_days: number }
  /** Working days an unpaid order (bank deposit, cash at the shop) is held before staff cancel it. */
  unpaid_hold_working_days: number
}

/** `+237690000000` → `+237 690 00 00 00`, the way numbers are written in Cameroon. */
export function formatPhone(international: string): string {
  const match = /^\+237(\d{3})(\d{2})(\d{2})(\d{2})$/.exec(international)
  return match ? `+237 ${match[1]} ${match[2]} ${match[3]} ${match[4]}` : international
}

/** A `wa.me` link: it opens WhatsApp only when the shopper follows it. */
export function whatsappUrl(international: string): string {
  return `https://wa.me/${international.replace(/\D/g, "")}`
}
