export { confirmNewsletterSubscriptionWorkflow } from "./workflows/confirm-newsletter-subscription"
export { subscribeToNewsletterWorkflow } from "./workflows/subscribe-to-newsletter"
export { unsubscribeFromNewsletterWorkflow } from "./workflows/unsubscribe-from-newsletter"
