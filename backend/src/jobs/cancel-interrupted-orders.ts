import type { MedusaContainer } from "@medusajs/framework/types"
import { cancelInterruptedOrders } from "../lib/orders/cancel-interrupted-orders"

/**
 * Every minute (so also just after a start): orders a stopped backend left without their payment
 * or stock reservations are cancelled and their stock released.
 */
export default async function cancelInterruptedOrdersJob(container: MedusaContainer) {
  await cancelInterruptedOrders(container)
}

export const config = {
  name: "cancel-interrupted-orders",
  schedule: "* * * * *",
}
