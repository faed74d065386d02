import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { NewsletterLocale } from "./consent"
import { oneClickUnsubscribeLink, unsubscribePageLink } from "./links"
import type { NewsletterOptions } from "./options"

/**
 * Every e-mail of the newsletter goes through here, so each carries the unsubscribe link in its
 * text and, through `list_unsubscribe_url`, the `List-Unsubscribe` and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` headers (RFC 8058) added by the mail provider.
 */
export async function sendNewsletterEmail(
  container: MedusaContainer,
  options: NewsletterOptions,
  subscriber: { id: string; email: string; locale: NewsletterLocale },
  template: string,
  data: Record<string, unknown>
) {
  await container.resolve(Modules.NOTIFICATION).createNotifications({
    to: subscriber.email,
    channel: "email",
    template,
    data: {
      ...data,
      locale: subscriber.locale,
      unsubscribe_link: unsubscribePageLink(options, subscriber.id),
      list_unsubscribe_url: oneClickUnsubscribeLink(options, subscriber.id),
    },
  })
}
