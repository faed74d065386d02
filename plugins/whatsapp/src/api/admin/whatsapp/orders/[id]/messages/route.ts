import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { orderMessages } from "../../../../../../lib/order-messages"

/** The WhatsApp messages of one order, with their statuses (the order page's widget). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ messages: await orderMessages(req.scope, req.params.id!) })
}
