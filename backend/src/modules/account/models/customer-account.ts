import { model } from "@medusajs/framework/utils"

/** The shop's side of a customer: account state, e-mail language and profile picture. */
const CustomerAccount = model
  .define("customer_account", {
    id: model.id({ prefix: "cacc" }).primaryKey(),
    customer_id: model.text().unique(),
    status: model.enum(["not_validated", "active", "deactivated", "deleted"]).default("not_validated"),
    /** Language of the last e-mail-triggering request: later e-mails default to it. */
    locale: model.enum(["fr", "en"]).default("fr"),
    picture_file_id: model.text().nullable(),
    picture_url: model.text().nullable(),
    terms_accepted_at: model.dateTime().nullable(),
    activated_at: model.dateTime().nullable(),
    deactivated_at: model.dateTime().nullable(),
  })

export default CustomerAccount
