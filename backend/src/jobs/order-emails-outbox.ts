import type { MedusaContainer } from "@medusajs/framework/types"
import { sendMissedOrderEmails } from "../lib/orders/missed-order-emails"

/**
 * Every minute (so also just after a start): an order the shopper saw placed gets its e-mail even
 * when the backend stopped before its `order.placed` subscriber ran, and a paid order its
 * "validated" e-mail when it stopped before the `payment.captured` one did.
 */
export default async function orderEmailsOutbox(container: MedusaContainer) {
  await sendMissedOrderEmails(container)
}

export const config = {
  name: "order-emails-outbox",
  schedule: "* * * * *",
}
