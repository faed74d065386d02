import { createConfirmPaymentWorkflow } from "@dreamshade/payment-kit"

/**
 * A PayPal session confirmed with PayPal: the kit's confirm workflow (lock → authorize →
 * capture → release) under this plugin's name; lib/confirm-payment.ts runs it.
 */
export const confirmPayPalPaymentWorkflow = createConfirmPaymentWorkflow("confirm-paypal-payment")
