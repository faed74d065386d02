import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ApiError } from "@dreamshade/contracts"
import { CONSENT_WORDING } from "../../lib/consent"
import { canConfirm } from "../../lib/subscription"
import { hashToken } from "../../lib/tokens"
import { NEWSLETTER_MODULE } from "../../modules/newsletter"
import type NewsletterModuleService from "../../modules/newsletter/service"

export type RecordConsentInput = { token: string; ip: string }

export const INVALID_CONFIRMATION = "This confirmation link is invalid or has expired."

/**
 * The second step of the double opt-in: the link's owner agrees, and the consent is recorded with
 * its time, address, wording and language. The link works once.
 */
export const recordConsentStep = createStep(
  "record-newsletter-consent",
  async (input: RecordConsentInput, { container }) => {
    const newsletter = container.resolve<NewsletterModuleService>(NEWSLETTER_MODULE)
    const [subscriber] = await newsletter.listNewsletterSubscribers({ confirm_token_hash: hashToken(input.token) }, { take: 1 })
    if (!subscriber || !canConfirm(subscriber, new Date())) {
      throw new ApiError("token_invalid", INVALID_CONFIRMATION, { field: "token" })
    }
    const confirmed = await newsletter.updateNewsletterSubscribers({
      id: subscriber.id,
      status: "confirmed",
      confirm_token_hash: null,
      confirm_token_expires_at: null,
      confirmed_at: new Date(),
      consent_ip: input.ip,
      consent_wording: CONSENT_WORDING[subscriber.locale],
      consent_locale: subscriber.locale,
    })
    const previous = {
      id: subscriber.id,
      status: subscriber.status,
      confirm_token_hash: subscriber.confirm_token_hash,
      confirm_token_expires_at: subscriber.confirm_token_expires_at,
      confirmed_at: subscriber.confirmed_at,
      consent_ip: subscriber.consent_ip,
      consent_wording: subscriber.consent_wording,
      consent_locale: subscriber.consent_locale,
    }
    return new StepResponse({ id: confirmed.id, email: confirmed.email, status: confirmed.status }, previous)
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<NewsletterModuleService>(NEWSLETTER_MODULE).updateNewsletterSubscribers(previous)
  }
)
