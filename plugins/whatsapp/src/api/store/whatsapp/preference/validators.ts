import { z } from "@medusajs/framework/zod"

/** The customer is the signed-in one: any other field (a customer id) is refused. */
export const StoreSetWhatsAppPreference = z
  .object({
    opted_in: z.boolean(),
    phone: z.string().trim().min(1).max(32).optional(),
  })
  .strict()
export type StoreSetWhatsAppPreference = z.infer<typeof StoreSetWhatsAppPreference>
