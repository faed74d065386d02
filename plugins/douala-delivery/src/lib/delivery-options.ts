import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { DEFAULT_SETTINGS, type DeliveryCode, type DeliverySettings } from "./delivery-rules"

const WholeXaf = z.number().int().nonnegative()
const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)
const Weekday = z.enum(["mon", "tue", "wed", "thu", "fri", "sat", "sun"])

/** The provider's options in medusa-config.ts; every field has the shop's default. */
export const ProviderOptions = z
  .object({
    douala: WholeXaf.default(DEFAULT_SETTINGS.fees.douala),
    cameroon: WholeXaf.default(DEFAULT_SETTINGS.fees.cameroon),
    pickup: WholeXaf.default(DEFAULT_SETTINGS.fees.pickup),
    douala_towns: z.array(z.string().trim().min(1)).min(1).default(DEFAULT_SETTINGS.doualaTowns),
    home_country: z.string().length(2).toLowerCase().default(DEFAULT_SETTINGS.homeCountry),
    /** Working days from the order's confirmation to delivery, in Cameroon. */
    delivery_working_days: z.number().int().positive().default(3),
    /** When the shop is open for pickup. */
    shop_hours: z
      .object({ days: z.array(Weekday).min(1), opens: Time, closes: Time, utc_offset: z.string().regex(/^[+-]\d\d:\d\d$/) })
      .default({ days: ["mon", "tue", "wed", "thu", "fri", "sat"], opens: "09:00", closes: "18:00", utc_offset: "+01:00" }),
  })
  .strict()

export type ProviderOptionsInput = z.input<typeof ProviderOptions>
export type ParsedProviderOptions = z.output<typeof ProviderOptions>

export function parseProviderOptions(input: unknown): ParsedProviderOptions {
  const parsed = ProviderOptions.safeParse(input ?? {})
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)
    throw new MedusaError(MedusaError.Types.INVALID_ARGUMENT, `douala-delivery options: ${problems.join("; ")}`)
  }
  return parsed.data
}

export function settingsOf(options: ParsedProviderOptions): DeliverySettings {
  return {
    fees: { douala: options.douala, cameroon: options.cameroon, pickup: options.pickup },
    doualaTowns: options.douala_towns,
    homeCountry: options.home_country,
  }
}

/**
 * The delivery promise of an option, as data: the storefront words it in the shopper's language.
 * - `delivery`: delivered within `working_days` working days once the order is confirmed;
 * - `pickup`: collected at the shop during `shop_hours`;
 * - `quote`: the courier's cost and delay are quoted by staff after confirmation.
 */
export type DeliveryPromise =
  | { kind: "delivery"; working_days: number; from: "order_confirmation" }
  | { kind: "pickup"; shop_hours: ParsedProviderOptions["shop_hours"] }
  | { kind: "quote"; quoted_after: "order_confirmation" }

export type DeliveryOption = {
  id: DeliveryCode
  /** Shown to staff when they pick the provider's option for a shipping option. */
  name: string
  /** Whole XAF at checkout; null for the quoted courier. */
  fee: number | null
  promise: DeliveryPromise
  /** Douala only: the country and town names that select it (how the option filter finds them). */
  country?: string
  towns?: string[]
}

/** What the provider offers; a shipping option's `data` is a copy of one of these. */
export function deliveryOptions(options: ParsedProviderOptions): DeliveryOption[] {
  const delivery: DeliveryPromise = { kind: "delivery", working_days: options.delivery_working_days, from: "order_confirmation" }
  return [
    {
      id: "douala",
      name: "Livraison à Douala / Delivery in Douala",
      fee: options.douala,
      promise: delivery,
      country: options.home_country,
      towns: options.douala_towns,
    },
    {
      id: "cameroon",
      name: "Livraison au Cameroun / Delivery elsewhere in Cameroon",
      fee: options.cameroon,
      promise: delivery,
    },
    {
      id: "pickup",
      name: "Retrait en boutique / Shop pickup",
      fee: options.pickup,
      promise: { kind: "pickup", shop_hours: options.shop_hours },
    },
    {
      id: "international",
      name: "Coursier international (devis) / International courier (quoted)",
      fee: null,
      promise: { kind: "quote", quoted_after: "order_confirmation" },
    },
  ]
}

/** The zone settings back from the provider's published options (see the context hook). */
export function settingsFromOptions(options: Record<string, unknown>[]): DeliverySettings | null {
  const douala = options.find((option) => option.id === "douala") as DeliveryOption | undefined
  const fee = (code: DeliveryCode) => (options.find((option) => option.id === code) as DeliveryOption | undefined)?.fee
  if (!douala?.country || !douala.towns?.length) return null
  return {
    fees: { douala: fee("douala") ?? 0, cameroon: fee("cameroon") ?? 0, pickup: fee("pickup") ?? 0 },
    doualaTowns: douala.towns,
    homeCountry: douala.country,
  }
}
