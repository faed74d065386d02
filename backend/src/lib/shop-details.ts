import type { ShopFacts } from "@dreamshade/contracts"
import { z } from "@medusajs/framework/zod"

/**
 * The shop's details, in one place: where to bring cash, when the shop is open, which account
 * takes bank deposits, what delivery costs (the delivery provider charges these fees). The
 * storefront reads the public ones from `GET /store/shop`. Read from the environment; the defaults
 * are development PLACEHOLDERS and must be replaced before going live.
 */
const DayNumbers = z
  .string()
  .regex(/^[1-7](,[1-7])*$/, "comma-separated ISO weekdays, 1 = Monday … 7 = Sunday")
  .transform((value) => [...new Set(value.split(",").map(Number))].sort())
const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:MM, 24-hour clock")

const ShopDetailsSchema = z.object({
  SHOP_NAME: z.string().min(1).default("DreamShade"),
  SHOP_STREET: z.string().min(1).default("Rue Joss, immeuble Les Palmiers, 1er étage"),
  SHOP_DISTRICT: z.string().default("Akwa"),
  SHOP_CITY: z.string().min(1).default("Douala"),
  SHOP_PHONE: z.string().regex(/^\+2376\d{8}$/, "+237 followed by 9 digits starting with 6").default("+237690000000"),
  /** The WhatsApp Business number; the shop's phone when not set. */
  SHOP_WHATSAPP: z.string().regex(/^\+2376\d{8}$/, "+237 followed by 9 digits starting with 6").optional(),
  SHOP_EMAIL: z.string().email().default("contact@dreamshade.cm"),
  SHOP_OPEN_DAYS: DayNumbers.prefault("1,2,3,4,5,6"),
  SHOP_OPENS: ClockTime.default("09:00"),
  SHOP_CLOSES: ClockTime.default("18:00"),
  BANK_NAME: z.string().min(1).default("Banque de démonstration DreamShade"),
  BANK_ACCOUNT_HOLDER: z.string().min(1).default("DreamShade SARL"),
  BANK_ACCOUNT_NUMBER: z.string().min(1).default("CM21 00000 00000 00000000000 00"),
  BANK_SWIFT: z.string().default(""),
  /** Working days an unpaid order (bank deposit, cash at the shop) is held before staff cancel it. */
  UNPAID_HOLD_WORKING_DAYS: z.coerce.number().int().min(1).max(30).default(3),
  /** Delivery fees in XAF (spec §9), and the delay promised once an order is confirmed. */
  DELIVERY_FEE_DOUALA: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  DELIVERY_FEE_CAMEROON: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  DELIVERY_WORKING_DAYS: z.coerce.number().int().min(1).max(30).default(3),
})

/** The public facts (contracts' `ShopFacts`) and the bank account deposits go to. */
export type ShopDetails = ShopFacts & {
  bank: { name: string; account_holder: string; account_number: string; swift: string | null }
}

/** Reads and checks the shop's details; throws a clear error at boot when one is malformed. */
export function readShopDetails(source: NodeJS.ProcessEnv = process.env): ShopDetails {
  const parsed = ShopDetailsSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)
    throw new Error(`Invalid shop details in the environment:\n  ${problems.join("\n  ")}`)
  }
  const env = parsed.data
  return {
    name: env.SHOP_NAME,
    address: { street: env.SHOP_STREET, district: env.SHOP_DISTRICT, city: env.SHOP_CITY, country_code: "cm" },
    phone: env.SHOP_PHONE,
    whatsapp: env.SHOP_WHATSAPP ?? env.SHOP_PHONE,
    email: env.SHOP_EMAIL,
    hours: { days: env.SHOP_OPEN_DAYS, opens: env.SHOP_OPENS, closes: env.SHOP_CLOSES, time_zone: "Africa/Douala" },
    bank: {
      name: env.BANK_NAME,
      account_holder: env.BANK_ACCOUNT_HOLDER,
      account_number: env.BANK_ACCOUNT_NUMBER,
      swift: env.BANK_SWIFT || null,
    },
    unpaid_hold_working_days: env.UNPAID_HOLD_WORKING_DAYS,
    delivery: { douala: env.DELIVERY_FEE_DOUALA, cameroon: env.DELIVERY_FEE_CAMEROON, working_days: env.DELIVERY_WORKING_DAYS },
  }
}

/** What shoppers may read: everything but the bank account (shown with an order's payment instructions). */
export function publicShopFacts({ bank: _bank, ...facts }: ShopDetails): ShopFacts {
  return facts
}
