import { CONTACT_KINDS } from "@dreamshade/contracts"
import { z } from "@medusajs/framework/zod"

export const AdminListContactMessages = z.object({
  kind: z.enum(CONTACT_KINDS).optional(),
  state: z.enum(["new", "answered"]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
})
export type AdminListContactMessagesType = z.infer<typeof AdminListContactMessages>
