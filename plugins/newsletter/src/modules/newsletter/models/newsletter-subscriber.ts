import { model } from "@medusajs/framework/utils"

/**
 * One e-mail address on the newsletter list. `email` is kept lower-cased, so the unique index makes
 * addresses unique whatever their case. Tokens are stored only as SHA-256 hashes.
 */
const NewsletterSubscriber = model
  .define("newsletter_subscriber", {
    id: model.id({ prefix: "nlsub" }).primaryKey(),
    email: model.text().unique().searchable(),
    locale: model.enum(["fr", "en"]).default("fr"),
    status: model.enum(["pending", "confirmed", "unsubscribed"]).default("pending"),
    /** Hash of the link sent in the last confirmation e-mail; cleared once used. */
    confirm_token_hash: model.text().nullable(),
    confirm_token_expires_at: model.dateTime().nullable(),
    /** When the last e-mail answering a subscription request went (a link, or "already subscribed"). */
    confirmation_sent_at: model.dateTime().nullable(),
    /** Where the subscription was asked from (the first step of the double opt-in). */
    requested_at: model.dateTime().nullable(),
    requested_ip: model.text().nullable(),
    /** The consent, recorded when the link is followed: when, from where, the exact words, in which language. */
    confirmed_at: model.dateTime().nullable(),
    consent_ip: model.text().nullable(),
    consent_wording: model.text().nullable(),
    consent_locale: model.enum(["fr", "en"]).nullable(),
    unsubscribed_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["confirm_token_hash"] }, { on: ["status"] }])

export default NewsletterSubscriber
