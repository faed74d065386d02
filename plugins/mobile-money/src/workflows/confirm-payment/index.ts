import { createConfirmPaymentWorkflow } from "@dreamshade/payment-kit"

/**
 * A mobile-money session confirmed with its operator: the kit's confirm workflow (lock →
 * authorize → capture → release) under this plugin's name; lib/confirm-payment.ts runs it.
 */
export const confirmMobileMoneyPaymentWorkflow = createConfirmPaymentWorkflow("confirm-mobile-money-payment")
