import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NEWSLETTER_MODULE } from "../../modules/newsletter"
import type NewsletterModuleService from "../../modules/newsletter/service"

/** Leaves the list: idempotent, so a second click (or a mail client's retry) changes nothing. */
export const unsubscribeStep = createStep(
  "unsubscribe-from-newsletter",
  async (input: { subscriber_id: string }, { container }) => {
    const newsletter = container.resolve<NewsletterModuleService>(NEWSLETTER_MODULE)
    const subscriber = await newsletter.retrieveNewsletterSubscriber(input.subscriber_id)
    if (subscriber.status === "unsubscribed") return new StepResponse({ id: subscriber.id, status: subscriber.status }, null)
    const previous = {
      id: subscriber.id,
      status: subscriber.status,
      unsubscribed_at: subscriber.unsubscribed_at,
      confirm_token_hash: subscriber.confirm_token_hash,
      confirm_token_expires_at: subscriber.confirm_token_expires_at,
    }
    // A pending link dies with the subscription: following it later must not sign the address up again.
    const left = await newsletter.updateNewsletterSubscribers({
      id: subscriber.id,
      status: "unsubscribed",
      unsubscribed_at: new Date(),
      confirm_token_hash: null,
      confirm_token_expires_at: null,
    })
    return new StepResponse({ id: left.id, status: left.status }, previous)
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<NewsletterModuleService>(NEWSLETTER_MODULE).updateNewsletterSubscribers(previous)
  }
)
