import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendAccountEmail } from "../lib/accounts/emails"
import { AccountEvents } from "../workflows/accounts/events"

/** Confirms a deletion to the address the account had (the event carries it: the account no longer does). */
export default async function accountDeletedEmail({
  event,
  container,
}: SubscriberArgs<{ email: string; first_name: string; locale: "fr" | "en" }>) {
  await sendAccountEmail(container, event.data.email, event.data.locale, {
    template: "account-deleted",
    data: { first_name: event.data.first_name },
  })
}

export const config: SubscriberConfig = { event: AccountEvents.DELETED }
