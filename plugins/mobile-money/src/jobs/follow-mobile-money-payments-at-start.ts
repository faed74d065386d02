import type { MedusaContainer } from "@medusajs/framework/types"
import { followPendingPayments } from "../lib/follow-payments"

/**
 * Once, a few seconds after the server starts: the awaited payments are asked about at once
 * instead of at the next minute's run. After a crash, a payment approved while the shop was down
 * (its callback lost) is paid as soon as the shop is back. `follow-mobile-money-payments` stays
 * the guarantee; both go through the same lock, so they never capture twice.
 */
export default async function followMobileMoneyPaymentsAtStart(container: MedusaContainer) {
  await followPendingPayments(container)
}

export const config = {
  name: "follow-mobile-money-payments-at-start",
  schedule: { interval: 5_000, numberOfExecutions: 1 },
}
