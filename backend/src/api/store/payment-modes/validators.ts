import { z } from "@medusajs/framework/zod"

export const StorePaymentModesParams = z.object({
  cart_id: z.string().min(1, "cart_id is required"),
})
export type StorePaymentModesParamsType = z.infer<typeof StorePaymentModesParams>
