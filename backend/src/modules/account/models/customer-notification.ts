import { model } from "@medusajs/framework/utils"

/**
 * A dashboard notification. `kind` is a stable key (`account_activated`, `order_placed`…) and
 * `data` the values to show: the storefront words it in the shopper's language.
 */
const CustomerNotification = model
  .define("customer_notification", {
    id: model.id({ prefix: "cnotif" }).primaryKey(),
    customer_id: model.text(),
    kind: model.text(),
    data: model.json().default({}),
    read_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["customer_id", "created_at"] }])

export default CustomerNotification
