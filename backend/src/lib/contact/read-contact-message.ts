import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"

/** What staff see of a message: all of it. */
export const CONTACT_MESSAGE_FIELDS = [
  "id",
  "kind",
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "language",
  "state",
  "answered_at",
  "created_at",
]

/** One message for staff; a 404 when there is none with this id. */
export async function readContactMessage(container: MedusaContainer, id: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "contact_message", fields: CONTACT_MESSAGE_FIELDS, filters: { id } })
  if (!data[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Contact message ${id} not found`)
  return data[0]
}
