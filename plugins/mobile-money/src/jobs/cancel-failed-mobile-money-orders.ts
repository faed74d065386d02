import type { MedusaContainer } from "@medusajs/framework/types"
import { cancelFailedMobileMoneyOrders, DEFAULT_CANCEL_AFTER_MINUTES } from "../lib/cancel-unpaid"

/** Every five minutes: refused or expired mobile-money orders give their stock back (MOBILE_MONEY_CANCEL_AFTER_MINUTES). */
export default async function cancelFailedMobileMoneyOrdersJob(container: MedusaContainer) {
  const afterMinutes = Number(process.env.MOBILE_MONEY_CANCEL_AFTER_MINUTES ?? DEFAULT_CANCEL_AFTER_MINUTES)
  await cancelFailedMobileMoneyOrders(container, { afterMinutes: afterMinutes > 0 ? afterMinutes : DEFAULT_CANCEL_AFTER_MINUTES })
}

export const config = { name: "cancel-failed-mobile-money-orders", schedule: "*/5 * * * *" }
