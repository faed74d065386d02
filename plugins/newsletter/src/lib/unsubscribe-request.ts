import type { MedusaContainer } from "@medusajs/framework/types"
import { ApiError } from "@dreamshade/contracts"
import { isValidUnsubscribeToken } from "./tokens"
import { NEWSLETTER_MODULE } from "../modules/newsletter"
import type NewsletterModuleService from "../modules/newsletter/service"

export const INVALID_UNSUBSCRIBE = "This unsubscribe link is invalid."

/** The subscriber an unsubscribe link names, once its signature is checked; otherwise `token_invalid`. */
export async function requireUnsubscribeTarget(container: MedusaContainer, subscriberId: unknown, token: unknown) {
  const newsletter = container.resolve<NewsletterModuleService>(NEWSLETTER_MODULE)
  const id = typeof subscriberId === "string" ? subscriberId.slice(0, 100) : ""
  const given = typeof token === "string" ? token.slice(0, 200) : ""
  if (!id || !given || !isValidUnsubscribeToken(newsletter.options.secret, id, given)) {
    throw new ApiError("token_invalid", INVALID_UNSUBSCRIBE, { field: "token" })
  }
  const [subscriber] = await newsletter.listNewsletterSubscribers({ id }, { take: 1 })
  if (!subscriber) throw new ApiError("token_invalid", INVALID_UNSUBSCRIBE, { field: "token" })
  return subscriber
}
