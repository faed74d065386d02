import type { CreateNotificationDTO } from "@medusajs/framework/types"
import type { NewsletterLocale } from "./consent"
import { oneClickUnsubscribeLink, unsubscribePageLink } from "./links"
import type { NewsletterOptions } from "./options"

/**
 * Every e-mail of the newsletter is made here (and sent by a workflow step), so each carries the unsubscribe link in its
 * text and, through `list_unsubscribe_url`, the `List-Unsubscribe` and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` headers (RFC 8058) added by the mail provider.
 */
export function newsletterEmail(
  options: NewsletterOptions,
  subscriber: { id: string; email: string; locale: NewsletterLocale },
  template: string,
  data: Record<string, unknown>
): CreateNotificationDTO {
  return {
    to: subscriber.email,
    channel: "email",
    template,
    data: {
      ...data,
      locale: subscriber.locale,
      unsubscribe_link: unsubscribePageLink(options, subscriber.id),
      list_unsubscribe_url: oneClickUnsubscribeLink(options, subscriber.id),
    },
  }
}
