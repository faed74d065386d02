import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, refundPaymentWorkflow, releaseLockStep, sendNotificationsStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { decideDuplicatePaymentStep, type DuplicateRefund } from "../steps/decide-duplicate-payment"
import { readBackendEnv } from "../../../lib/env"
import { readShopDetails } from "../../../lib/shop-details"

export type RefundDuplicateOrderPaymentInput = { order_id: string; session_id: string }

/** The shop reads its mail in French, the shop's language. */
const SHOP_MAIL_LOCALE = "fr"

/**
 * Once a card payment of session `session_id` is recorded on its order (docs/decisions/026), under
 * the order's lock: when another payment already paid the order (or the order was cancelled), this
 * one is refunded in full at Stripe through Medusa's refund (recorded on the order, with its note
 * for staff in the Admin), and the shop is told by e-mail. The order keeps exactly one payment.
 * Nothing to refund (the only payment, or refunded already by an earlier delivery): nothing.
 */
export const refundDuplicateOrderPaymentWorkflow = createWorkflow("refund-duplicate-order-payment", (input: RefundDuplicateOrderPaymentInput) => {
  acquireLockStep({ key: input.order_id, timeout: 30, ttl: 120 })
  const { data: orders } = useQueryGraphStep({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "status",
      "payment_collections.id",
      "payment_collections.payments.id",
      "payment_collections.payments.amount",
      "payment_collections.payments.created_at",
      "payment_collections.payments.canceled_at",
      "payment_collections.payments.payment_session_id",
      "payment_collections.payments.captures.amount",
      "payment_collections.payments.refunds.amount",
    ],
    filters: { id: input.order_id },
    options: { throwIfKeyNotFound: true },
  })
  const order = transform({ orders }, ({ orders }) => orders[0] as any)
  const refund = decideDuplicatePaymentStep({ order, session_id: input.session_id })
  when("duplicate-payment-to-refund", { refund }, ({ refund }) => Boolean(refund)).then(() => {
    refundPaymentWorkflow.runAsStep({
      input: transform({ refund }, ({ refund }) => ({
        payment_id: (refund as DuplicateRefund).payment_id,
        amount: (refund as DuplicateRefund).amount,
        note:
          (refund as DuplicateRefund).reason === "cancelled"
            ? "Remboursé automatiquement : commande annulée / Refunded automatically: order cancelled"
            : "Remboursé automatiquement : commande déjà payée / Refunded automatically: order already paid",
      })),
    })
    // Last: an e-mail cannot be unsent. Its key makes a second send of it impossible.
    sendNotificationsStep(
      transform({ refund, input }, ({ refund, input }) => {
        const found = refund as DuplicateRefund
        return [
          {
            to: readShopDetails().email,
            channel: "email",
            template: "payment-refunded-to-shop",
            idempotency_key: `payment-refunded-to-shop:${found.payment_id}`,
            data: {
              locale: SHOP_MAIL_LOCALE,
              order_reference: found.order_reference,
              amount: found.amount,
              reason: found.reason,
              payment_id: found.payment_id,
              kept_payment_id: found.kept_payment_id,
              admin_link: `${readBackendEnv().MEDUSA_BACKEND_URL.replace(/\/+$/, "")}/app/orders/${input.order_id}`,
            },
          },
        ]
      })
    )
  })
  releaseLockStep({ key: input.order_id })
  return new WorkflowResponse(refund)
})
