import { z } from "@medusajs/framework/zod"

/** `POST /store/payment-collections/:id/payment-sessions`, as Medusa's own route reads it. */
export const StoreCreatePaymentSession = z
  .object({
    provider_id: z.string().min(1).max(100),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
export type StoreCreatePaymentSessionType = z.infer<typeof StoreCreatePaymentSession>
