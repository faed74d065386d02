import type { MedusaContainer } from "@medusajs/framework/types"
import { sendMissedUpdates } from "../lib/missed-updates"

/** Every minute (so also just after a start): the WhatsApp updates a stop kept from going out. */
export default async function whatsAppOutbox(container: MedusaContainer) {
  await sendMissedUpdates(container)
}

export const config = {
  name: "whatsapp-outbox",
  schedule: "* * * * *",
}
