/**
 * DreamShade's delivery rule, free of Medusa so it can be read and tested on its own:
 * which options fit a shipping address, and what each costs.
 */

/** The four delivery options, also the `id` of the provider's fulfillment options. */
export const DELIVERY_CODES = ["douala", "cameroon", "pickup", "international"] as const
export type DeliveryCode = (typeof DELIVERY_CODES)[number]

/** Where an address is, as far as delivery is concerned. */
export type DeliveryZone = "douala" | "cameroon" | "international"

export type DeliverySettings = {
  /** Whole XAF. The international courier has no fee at checkout: staff quote it later. */
  fees: { douala: number; cameroon: number; pickup: number }
  /** Town names that count as Douala, compared after `normalizeTown`. */
  doualaTowns: string[]
  /** ISO 3166-1 alpha-2 code of the shop's country (lower case). */
  homeCountry: string
}

export const DEFAULT_SETTINGS: DeliverySettings = {
  fees: { douala: 1000, cameroon: 2000, pickup: 0 },
  doualaTowns: ["Douala"],
  homeCountry: "cm",
}

export function isDeliveryCode(value: unknown): value is DeliveryCode {
  return typeof value === "string" && (DELIVERY_CODES as readonly string[]).includes(value)
}

/** "  DOUALA ", "Douála" and "douala" are one town: trimmed, spaces collapsed, case and accents folded. */
export function normalizeTown(town: string | null | undefined): string {
  return (town ?? "")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase()
}

export type AddressForDelivery = { country_code?: string | null; city?: string | null } | null | undefined

/**
 * The zone of a shipping address; null while it is unknown (no country yet, or a Cameroonian
 * address without a town), in which case only shop pickup fits.
 */
export function deliveryZone(address: AddressForDelivery, settings: DeliverySettings): DeliveryZone | null {
  const country = address?.country_code?.trim().toLowerCase()
  if (!country) return null
  if (country !== settings.homeCountry) return "international"
  const town = normalizeTown(address?.city)
  if (!town) return null
  return settings.doualaTowns.some((name) => normalizeTown(name) === town) ? "douala" : "cameroon"
}

/** Whether an option may be offered for an address in `zone`. Pickup suits anyone who can come to the shop. */
export function servesZone(code: DeliveryCode, zone: DeliveryZone | null): boolean {
  switch (code) {
    case "douala":
    case "cameroon":
    case "international":
      return zone === code
    case "pickup":
      return zone !== "international"
  }
}

export type DeliveryPrice = {
  /** Whole XAF charged at checkout. */
  amount: number
  /** True for the international courier: the real cost is quoted by staff after confirmation. */
  quote_pending: boolean
}

/** The price of an option for an address in `zone`, or null when the option does not serve it. */
export function deliveryPrice(code: DeliveryCode, zone: DeliveryZone | null, settings: DeliverySettings): DeliveryPrice | null {
  if (!servesZone(code, zone)) return null
  if (code === "international") return { amount: 0, quote_pending: true }
  return { amount: settings.fees[code], quote_pending: false }
}
