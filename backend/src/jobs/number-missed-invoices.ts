import type { MedusaContainer } from "@medusajs/framework/types"
import { numberMissedInvoices } from "../lib/orders/missed-invoice-numbers"

/**
 * Every minute (so also just after a start): a placed order gets its invoice number even when the
 * backend stopped before its `order.placed` subscriber ran, so the sequence has no order left out.
 */
export default async function numberMissedInvoicesJob(container: MedusaContainer) {
  await numberMissedInvoices(container)
}

export const config = {
  name: "number-missed-invoices",
  schedule: "* * * * *",
}
