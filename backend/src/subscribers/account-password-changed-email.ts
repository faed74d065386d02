import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { sendAccountEmail } from "../lib/accounts/emails"
import { AccountEvents } from "../workflows/accounts/events"

/** Tells the customer their password changed, so an unexpected change does not go unnoticed. */
export default async function accountPasswordChangedEmail({
  event,
  container,
}: SubscriberArgs<{ customer_id: string; locale: "fr" | "en" }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "customer",
    fields: ["email", "first_name"],
    filters: { id: event.data.customer_id },
  })
  if (!data[0]?.email) return
  await sendAccountEmail(container, data[0].email, event.data.locale, {
    template: "password-changed",
    data: { first_name: data[0].first_name ?? "" },
  })
}

export const config: SubscriberConfig = { event: AccountEvents.PASSWORD_CHANGED }
