import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createActivationToken } from "../lib/accounts/activation-token"
import { accountsEnv } from "../lib/accounts/config"
import { accountEmail, storefrontLink } from "../lib/accounts/emails"
import { sendEmailsWorkflow } from "../workflows/notifications/workflows/send-emails"
import { AccountEvents } from "../workflows/accounts/events"

/** Each request for activation gets a new signed, expiring link, in the language it was asked in. */
export default async function accountActivationEmail({
  event,
  container,
}: SubscriberArgs<{ customer_id: string; locale: "fr" | "en" }>) {
  const env = accountsEnv()
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "customer",
    fields: ["email", "first_name"],
    filters: { id: event.data.customer_id },
  })
  const customer = data[0]
  // A customer deleted meanwhile has no address to write to.
  if (!customer?.email) return
  const token = createActivationToken(env.JWT_SECRET, event.data.customer_id, env.ACCOUNT_ACTIVATION_TTL_HOURS)
  const notice = accountEmail(customer.email, event.data.locale, {
    template: "account-activation",
    data: { first_name: customer.first_name ?? "", link: storefrontLink(env.STOREFRONT_URL, `/account-activation/${token}`) },
  })
  await sendEmailsWorkflow(container).run({ input: [notice] })
}

export const config: SubscriberConfig = { event: AccountEvents.ACTIVATION_REQUESTED }
