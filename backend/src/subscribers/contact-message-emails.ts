import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { readBackendEnv } from "../lib/env"
import { readShopDetails } from "../lib/shop-details"
import { CONTACT_MODULE } from "../modules/contact"
import type ContactModuleService from "../modules/contact/service"
import { ContactEvents } from "../workflows/contact/events"
import { sendEmailsWorkflow } from "../workflows/notifications/workflows/send-emails"

/** The shop reads its mail in French, the shop's language; the sender gets theirs. */
const SHOP_MAIL_LOCALE = "fr"

/** A stored contact message: one e-mail to the shop's address, one acknowledgement to the sender. */
export default async function contactMessageEmails({ event, container }: SubscriberArgs<{ id: string }>) {
  const contacts = container.resolve<ContactModuleService>(CONTACT_MODULE)
  const [message] = await contacts.listContactMessages({ id: event.data.id })
  if (!message) return
  const adminUrl = readBackendEnv().MEDUSA_BACKEND_URL.replace(/\/+$/, "")
  await sendEmailsWorkflow(container).run({
    input: [
      {
        to: readShopDetails().email,
        channel: "email",
        template: "contact-message",
        data: {
          locale: SHOP_MAIL_LOCALE,
          kind: message.kind,
          name: message.name,
          email: message.email,
          phone: message.phone,
          subject: message.subject,
          message: message.message,
          sender_language: message.language,
          admin_link: `${adminUrl}/app/contact-messages/${message.id}`,
        },
      },
      {
        to: message.email,
        channel: "email",
        template: "contact-acknowledgement",
        data: { locale: message.language, kind: message.kind, reference: message.id },
      },
    ],
  })
}

export const config: SubscriberConfig = { event: ContactEvents.RECEIVED }
