import { z } from "@medusajs/framework/zod"

export const AdminSetAccountStatus = z.object({ status: z.enum(["active", "deactivated"]) })
export type AdminSetAccountStatusType = z.infer<typeof AdminSetAccountStatus>
