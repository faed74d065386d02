import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import InvoiceModule from "../modules/invoice"

/** `order.invoice` in Query; the invoice holds `order_id`, so no link table. */
export default defineLink(
  { linkable: OrderModule.linkable.order, field: "id" },
  { ...InvoiceModule.linkable.invoice.id, primaryKey: "order_id" },
  { readOnly: true }
)
