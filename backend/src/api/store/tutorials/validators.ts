import { z } from "@medusajs/framework/zod"

export const StoreListTutorialsParams = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(6),
  offset: z.coerce.number().int().min(0).default(0),
  fields: z.string().optional(),
})
export type StoreListTutorialsParamsType = z.infer<typeof StoreListTutorialsParams>
