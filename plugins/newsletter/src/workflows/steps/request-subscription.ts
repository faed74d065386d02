import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ApiError } from "@dreamshade/contracts"
import type { NewsletterLocale } from "../../lib/consent"
import { confirmationLink } from "../../lib/links"
import { newsletterEmail } from "../../lib/newsletter-email"
import { decideSubscribe, secondsUntilResend } from "../../lib/subscription"
import { hashToken, newConfirmToken } from "../../lib/tokens"
import { NEWSLETTER_MODULE } from "../../modules/newsletter"
import type NewsletterModuleService from "../../modules/newsletter/service"

export type RequestSubscriptionInput = { email: string; locale: NewsletterLocale; ip: string }

type Previous = { created: string } | { updated: Record<string, unknown> }

/**
 * The first step of the double opt-in: the address waits for confirmation and gets the link; an
 * address already confirmed gets an e-mail saying so instead (its row keeps its consent). The
 * token exists only inside this step (hashed in the database, plain in the e-mail), never in the
 * workflow's stored results, and the result is the same whatever the address's state, so nothing
 * downstream can tell a subscribed address from a new one.
 */
export const requestSubscriptionStep = createStep(
  "request-newsletter-subscription",
  async (input: RequestSubscriptionInput, { container }) => {
    const newsletter = container.resolve<NewsletterModuleService>(NEWSLETTER_MODULE)
    const { options } = newsletter
    const notifications = container.resolve(Modules.NOTIFICATION)
    const send = async (email: ReturnType<typeof newsletterEmail>) => void (await notifications.createNotifications(email))
    const email = input.email.trim().toLowerCase()
    const now = new Date()
    const [existing] = await newsletter.listNewsletterSubscribers({ email }, { take: 1 })
    const resendIntervalMs = options.resendIntervalSeconds * 1000
    const decision = decideSubscribe(existing ?? null, now, resendIntervalMs)
    if (decision === "too_soon") {
      throw new ApiError("too_many_attempts", "Too many attempts. Please try again later.", {
        retryAfter: secondsUntilResend(existing, now, resendIntervalMs),
      })
    }
    if (decision === "notify_subscribed") {
      const previous: Previous = { updated: snapshot(existing) }
      const subscriber = await newsletter.updateNewsletterSubscribers({ id: existing.id, confirmation_sent_at: now })
      await sendOrRestore(newsletter, previous, () => send(newsletterEmail(options, subscriber, "newsletter-already-subscribed", {})))
      return new StepResponse({ email }, previous)
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

    await sendOrRestore(newsletter, previous, () =>
      send(
        newsletterEmail(options, subscriber, "newsletter-confirmation", {
          link: confirmationLink(options, token),
          valid_hours: options.confirmTtlHours,
        })
      )
    )
    return new StepResponse({ email }, previous)
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

/** Sends the e-mail; if it cannot go, the row is put back as it was before the step. */
async function sendOrRestore(newsletter: NewsletterModuleService, previous: Previous, send: () => Promise<void>) {
  try {
    await send()
  } catch (error) {
    await restore(newsletter, previous)
    throw error
  }
}

async function restore(newsletter: NewsletterModuleService, previous: Previous) {
  if ("created" in previous) {
    if (previous.created) await newsletter.deleteNewsletterSubscribers(previous.created)
  } else {
    await newsletter.updateNewsletterSubscribers(previous.updated as { id: string })
  }
}
