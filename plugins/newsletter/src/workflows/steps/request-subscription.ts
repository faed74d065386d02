import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { NewsletterLocale } from "../../lib/consent"
import { ALREADY_SUBSCRIBED, NewsletterError } from "../../lib/errors"
import { confirmationLink } from "../../lib/links"
import { sendNewsletterEmail } from "../../lib/send-newsletter-email"
import { decideSubscribe, secondsUntilResend } from "../../lib/subscription"
import { hashToken, newConfirmToken } from "../../lib/tokens"
import { NEWSLETTER_MODULE } from "../../modules/newsletter"
import type NewsletterModuleService from "../../modules/newsletter/service"

export type RequestSubscriptionInput = { email: string; locale: NewsletterLocale; ip: string }

type Previous = { created: string } | { updated: Record<string, unknown> }

/**
 * The first step of the double opt-in: the address waits for confirmation and gets the link. The
 * token exists only inside this step (hashed in the database, plain in the e-mail), never in the
 * workflow's stored results.
 */
export const requestSubscriptionStep = createStep(
  "request-newsletter-subscription",
  async (input: RequestSubscriptionInput, { container }) => {
    const newsletter = container.resolve<NewsletterModuleService>(NEWSLETTER_MODULE)
    const { options } = newsletter
    const email = input.email.trim().toLowerCase()
    const now = new Date()
    const [existing] = await newsletter.listNewsletterSubscribers({ email }, { take: 1 })
    const resendIntervalMs = options.resendIntervalSeconds * 1000
    const decision = decideSubscribe(existing ?? null, now, resendIntervalMs)
    if (decision === "already_subscribed") throw new NewsletterError("already_subscribed", ALREADY_SUBSCRIBED, { field: "email" })
    if (decision === "too_soon") {
      throw new NewsletterError("too_many_attempts", "Too many attempts. Please try again later.", {
        retryAfter: secondsUntilResend(existing, now, resendIntervalMs),
      })
    }

    const token = newConfirmToken()
    const pending = {
      locale: input.locale,
      status: "pending" as const,
      confirm_token_hash: hashToken(token),
      confirm_token_expires_at: new Date(now.getTime() + options.confirmTtlHours * 3600_000),
      confirmation_sent_at: now,
      requested_at: now,
      requested_ip: input.ip,
    }
    const previous: Previous = existing ? { updated: snapshot(existing) } : { created: "" }
    const subscriber = existing
      ? await newsletter.updateNewsletterSubscribers({ id: existing.id, ...pending })
      : await newsletter.createNewsletterSubscribers({ email, ...pending })
    if ("created" in previous) previous.created = subscriber.id

    try {
      await sendNewsletterEmail(container, options, subscriber, "newsletter-confirmation", {
        link: confirmationLink(options, token),
        valid_hours: options.confirmTtlHours,
      })
    } catch (error) {
      await restore(newsletter, previous)
      throw error
    }
    return new StepResponse({ id: subscriber.id, email: subscriber.email, status: subscriber.status }, previous)
  },
  async (previous, { container }) => {
    if (previous) await restore(container.resolve<NewsletterModuleService>(NEWSLETTER_MODULE), previous)
  }
)

const RESTORED_FIELDS = [
  "id",
  "locale",
  "status",
  "confirm_token_hash",
  "confirm_token_expires_at",
  "confirmation_sent_at",
  "requested_at",
  "requested_ip",
] as const

function snapshot(subscriber: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(RESTORED_FIELDS.map((field) => [field, subscriber[field]]))
}

async function restore(newsletter: NewsletterModuleService, previous: Previous) {
  if ("created" in previous) {
    if (previous.created) await newsletter.deleteNewsletterSubscribers(previous.created)
  } else {
    await newsletter.updateNewsletterSubscribers(previous.updated as { id: string })
  }
}
