import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { accountEmail } from "../lib/accounts/emails"
import { sendEmailsWorkflow } from "../workflows/notifications/workflows/send-emails"
import { AccountEvents } from "../workflows/accounts/events"

/** Confirms a deletion to the address the account had (the event carries it: the account no longer does). */
export default async function accountDeletedEmail({
  event,
  container,
}: SubscriberArgs<{ email: string; first_name: string; locale: "fr" | "en" }>) {
  const notice = accountEmail(event.data.email, event.data.locale, {
    template: "account-deleted",
    data: { first_name: event.data.first_name },
  })
  await sendEmailsWorkflow(container).run({ input: [notice] })
}

export const config: SubscriberConfig = { event: AccountEvents.DELETED }
