import { z } from "@medusajs/framework/zod"

export const StoreAccountOrdersParams = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).default(0),
})
export type StoreAccountOrdersParamsType = z.infer<typeof StoreAccountOrdersParams>
