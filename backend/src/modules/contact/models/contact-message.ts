import { CONTACT_KINDS, SHOP_LOCALES } from "@dreamshade/contracts"
import { model } from "@medusajs/framework/utils"

export const CONTACT_STATES = ["new", "answered"] as const

/**
 * A message sent from the shop's contact form. Everything the visitor typed is kept as plain
 * text; `language` is the shop's language when it was sent, so staff answer in it. Staff list
 * by state and kind, newest first: hence the three indexes.
 */
const ContactMessage = model
  .define("contact_message", {
    id: model.id({ prefix: "cmsg" }).primaryKey(),
    kind: model.enum([...CONTACT_KINDS]),
    name: model.text(),
    email: model.text(),
    phone: model.text().nullable(),
    subject: model.text(),
    message: model.text(),
    language: model.enum([...SHOP_LOCALES]).default("fr"),
    state: model.enum([...CONTACT_STATES]).default("new"),
    answered_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["state"] }, { on: ["kind"] }, { on: ["created_at"] }])

export default ContactMessage
