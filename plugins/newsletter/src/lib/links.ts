import type { NewsletterOptions } from "./options"
import { unsubscribeToken } from "./tokens"

type LinkOptions = Pick<NewsletterOptions, "storefrontUrl" | "backendUrl" | "secret">

const join = (base: string, path: string) => `${base.replace(/\/+$/, "")}${path}`

/** The shop page where the subscriber confirms (a button: mail scanners that open links confirm nothing). */
export function confirmationLink(options: LinkOptions, token: string): string {
  return join(options.storefrontUrl, `/newsletter/confirm/${encodeURIComponent(token)}`)
}

function unsubscribeQuery(options: LinkOptions, subscriberId: string): string {
  const query = new URLSearchParams({ subscriber: subscriberId, token: unsubscribeToken(options.secret, subscriberId) })
  return query.toString()
}

/** The unsubscribe page of the shop, for the link in the e-mail's text. */
export function unsubscribePageLink(options: LinkOptions, subscriberId: string): string {
  return join(options.storefrontUrl, `/newsletter/unsubscribe?${unsubscribeQuery(options, subscriberId)}`)
}

/** The backend's one-click address (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to it. */
export function oneClickUnsubscribeLink(options: LinkOptions, subscriberId: string): string {
  return join(options.backendUrl, `/newsletter/unsubscribe?${unsubscribeQuery(options, subscriberId)}`)
}
