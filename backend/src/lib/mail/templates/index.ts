import { accountActivation, accountDeleted, passwordChanged, passwordReset } from "./account"
import { contactMessageAcknowledgement, contactMessageToShop } from "./contact"
import { newsletterAlreadySubscribed, newsletterConfirmation } from "./newsletter"
import { orderPlaced, orderStatusChanged, shippingQuote } from "./order"
import { paymentRefundedToShop } from "./payment-refunded-to-shop"
import type { MailTemplate } from "./template"

/** Every e-mail the shop sends, by the `template` name given to the Notification module. */
export const MAIL_TEMPLATES: Record<string, MailTemplate> = {
  "account-activation": accountActivation,
  "password-reset": passwordReset,
  "password-changed": passwordChanged,
  "account-deleted": accountDeleted,
  "order-placed": orderPlaced,
  "order-status-changed": orderStatusChanged,
  "shipping-quote": shippingQuote,
  "contact-message": contactMessageToShop,
  "contact-acknowledgement": contactMessageAcknowledgement,
  "newsletter-confirmation": newsletterConfirmation,
  "newsletter-already-subscribed": newsletterAlreadySubscribed,
  "payment-refunded-to-shop": paymentRefundedToShop,
}
