import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { accountEmail } from "../lib/accounts/emails"
import { sendEmailsWorkflow } from "../workflows/notifications/workflows/send-emails"
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
  const customer = data[0]
  if (!customer?.email) return
  const notice = accountEmail(customer.email, event.data.locale, {
    template: "password-changed",
    data: { first_name: customer.first_name ?? "" },
  })
  await sendEmailsWorkflow(container).run({ input: [notice] })
}

export const config: SubscriberConfig = { event: AccountEvents.PASSWORD_CHANGED }
