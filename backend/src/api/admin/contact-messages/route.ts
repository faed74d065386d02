import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CONTACT_MESSAGE_FIELDS } from "../../../lib/contact/read-contact-message"
import type { AdminListContactMessagesType } from "./validators"

/** Staff's list of contact messages, newest first, optionally of one kind and state. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { kind, state, limit, offset } = req.validatedQuery as AdminListContactMessagesType
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "contact_message",
    fields: CONTACT_MESSAGE_FIELDS,
    filters: { ...(kind ? { kind } : {}), ...(state ? { state } : {}) },
    pagination: { skip: offset, take: limit, order: { created_at: "DESC" } },
  })
  res.json({ contact_messages: data, count: metadata?.count ?? data.length, limit, offset })
}
