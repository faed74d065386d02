import { z } from "@medusajs/framework/zod"

/**
 * The shop's details that the backend tells shoppers: where to bring cash, when the shop is open,
 * which account takes bank deposits. Read from the environment; the defaults are development
 * PLACEHOLDERS (the same invented address and phone the storefront's informational pages show)
 * and must be replaced before going live.
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
})

export type ShopDetails = {
  name: string
  address: { street: string; district: string; city: string; country_code: "cm" }
  phone: string
  email: string
  /** ISO weekdays (1 = Monday) and opening times, Douala time. */
  hours: { days: number[]; opens: string; closes: string; time_zone: "Africa/Douala" }
  bank: { name: string; account_holder: string; account_number: string; swift: string | null }
  unpaid_hold_working_days: number
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
    email: env.SHOP_EMAIL,
    hours: { days: env.SHOP_OPEN_DAYS, opens: env.SHOP_OPENS, closes: env.SHOP_CLOSES, time_zone: "Africa/Douala" },
    bank: {
      name: env.BANK_NAME,
      account_holder: env.BANK_ACCOUNT_HOLDER,
      account_number: env.BANK_ACCOUNT_NUMBER,
      swift: env.BANK_SWIFT || null,
    },
    unpaid_hold_working_days: env.UNPAID_HOLD_WORKING_DAYS,
  }
}

/** `+237690000000` → `+237 690 00 00 00`, the way numbers are written in Cameroon. */
export function formatPhone(international: string): string {
  const match = /^\+237(\d{3})(\d{2})(\d{2})(\d{2})$/.exec(international)
  return match ? `+237 ${match[1]} ${match[2]} ${match[3]} ${match[4]}` : international
}
