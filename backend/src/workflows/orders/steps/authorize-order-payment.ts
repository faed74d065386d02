import { MedusaError, Modules, PaymentSessionStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_PAYMENT_ERROR } from "@dreamshade/contracts"

/**
 * Sessions the shopper still has to act on elsewhere: PayPal not approved (or declined, to approve
 * again), a card intent not paid yet. Kept, not refused: the shopper goes back to that page.
 */
const AWAITING_THE_SHOPPER: string[] = [PaymentSessionStatus.REQUIRES_MORE, PaymentSessionStatus.PENDING]

/**
 * Authorizes the new attempt as checkout does: an offline mode is authorized at once (awaited
 * until staff capture it); a mobile-money push answers `pending_authorization` (followed like a
 * checkout's). A provider that refuses (Orange's 417, an operator down) fails the workflow with
 * its reason, and the session made for it is deleted by the previous step's undo: nothing changed.
 * Answers the payment when one was made, with its captures (a provider capturing at once).
 */
export const authorizeOrderPaymentStep = createStep(
  "authorize-order-payment",
  async ({ session_id }: { session_id: string }, { container }) => {
    const payments = container.resolve(Modules.PAYMENT)
    let payment: Awaited<ReturnType<typeof payments.authorizePaymentSession>> | null = null
    let failure: unknown = null
    try {
      payment = await payments.authorizePaymentSession(session_id, {})
    } catch (error) {
      failure = error
    }
    const [session] = await payments.listPaymentSessions({ id: session_id }, { relations: ["payment", "payment.captures"] })
    if (!failure && session?.payment) return new StepResponse(session.payment, session.payment.id)
    if (!failure && (payment === null || session?.status === PaymentSessionStatus.PENDING_AUTHORIZATION)) {
      return new StepResponse(null, null)
    }
    if (session && AWAITING_THE_SHOPPER.includes(session.status)) return new StepResponse(null, null)
    const reason = (session?.data as { reason?: unknown } | undefined)?.reason
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `The payment was refused${typeof reason === "string" && reason ? `: ${reason}` : "."}`,
      ORDER_PAYMENT_ERROR.refused
    )
  },
  async (paymentId, { container }) => {
    if (paymentId) await container.resolve(Modules.PAYMENT).cancelPayment(paymentId)
  }
)
