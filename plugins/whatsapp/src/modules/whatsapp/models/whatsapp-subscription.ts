import { model } from "@medusajs/framework/utils"

/**
 * A customer's consent to order updates on WhatsApp, and the number they gave (237 + 9 digits,
 * as the Cloud API wants it: no "+"). Off until the shopper ticks the box; STOP (or ARRET) from
 * that number turns it off. `opted_out_at` tells when, so the confirmation goes out once per stop.
 */
export const WhatsAppSubscription = model
  .define("whatsapp_subscription", {
    id: model.id({ prefix: "wasub" }).primaryKey(),
    customer_id: model.text().unique(),
    phone: model.text().searchable(),
    opted_in: model.boolean().default(false),
    opted_in_at: model.dateTime().nullable(),
    opted_out_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["phone"] }])
