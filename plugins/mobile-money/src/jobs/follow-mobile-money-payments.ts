import type { MedusaContainer } from "@medusajs/framework/types"
import { followPendingPayments } from "../lib/follow-payments"

/**
 * Every minute, and so just after a start: every mobile-money payment still awaited is asked
 * again. MTN never repeats its callback and a stopped server forgets it, so this is what makes a
 * payment approved while the shop was down count.
 */
export default async function followMobileMoneyPayments(container: MedusaContainer) {
  await followPendingPayments(container)
}

export const config = { name: "follow-mobile-money-payments", schedule: "* * * * *" }
