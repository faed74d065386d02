import { model } from "@medusajs/framework/utils"

/**
 * One signed-in session of a customer: its id travels in the customer's token
 * (`app_metadata.session_id`). Ending the row ends the token, whatever its expiry: logout ends
 * one, a password change or reset ends the others, deactivation and deletion end them all.
 */
const CustomerSession = model
  .define("customer_session", {
    id: model.id({ prefix: "csess" }).primaryKey(),
    customer_id: model.text(),
    ended_at: model.dateTime().nullable(),
    /** `logout`, `password_changed`, `password_reset`, `account_closed`. */
    ended_reason: model.text().nullable(),
  })
  .indexes([{ on: ["customer_id"] }])

export default CustomerSession
