import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { AuthWorkflowEvents, ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { accountsEnv } from "../lib/accounts/config"
import { accountEmail, storefrontLink } from "../lib/accounts/emails"
import { sendEmailsWorkflow } from "../workflows/notifications/workflows/send-emails"

type PasswordResetEvent = { entity_id: string; actor_type: string; token: string; metadata?: { locale?: string } }

/** A customer's reset link (staff resets are not ours), in the language of the request. */
export default async function accountPasswordResetEmail({ event, container }: SubscriberArgs<PasswordResetEvent>) {
  if (event.data.actor_type !== "customer") return
  const email = event.data.entity_id
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "customer",
    fields: ["first_name"],
    filters: { email, has_account: true },
  })
  if (!data[0]) return
  const locale = event.data.metadata?.locale === "en" ? "en" : "fr"
  const path = `/reset-password/${encodeURIComponent(email)}/${event.data.token}`
  const notice = accountEmail(email, locale, {
    template: "password-reset",
    data: { first_name: data[0].first_name ?? undefined, link: storefrontLink(accountsEnv().STOREFRONT_URL, path) },
  })
  await sendEmailsWorkflow(container).run({ input: [notice] })
}

export const config: SubscriberConfig = { event: AuthWorkflowEvents.PASSWORD_RESET }
