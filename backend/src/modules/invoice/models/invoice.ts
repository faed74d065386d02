import { model } from "@medusajs/framework/utils"

/**
 * An order's invoice: its number in the shop's own gap-free sequence (order numbers are not,
 * since a refused checkout spends one). One per order, numbers never reused: both unique.
 */
const Invoice = model
  .define("invoice", {
    id: model.id({ prefix: "inv" }).primaryKey(),
    order_id: model.text(),
    number: model.number(),
    issued_at: model.dateTime(),
  })
  .indexes([
    { on: ["order_id"], unique: true },
    { on: ["number"], unique: true },
  ])

export default Invoice
