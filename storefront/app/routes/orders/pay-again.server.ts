import { data, redirect, redirectDocument } from "react-router";
import type { CheckoutAnswer, CheckoutFieldErrors } from "~/lib/checkout/checkout-answer";
import { withCustomer } from "~/lib/account/customer-session.server";
import { CHECKOUT_FORM } from "~/lib/forms/messages";
import { formFailure, parseSubmission } from "~/lib/forms/submission";
import { BackendApiError } from "~/lib/medusa/backend-error.server";
import { payOrderAgain } from "~/lib/medusa/order-payments.server";
import { getOrder } from "~/lib/medusa/orders.server";
import { detectLanguage } from "~/lib/i18n/detect-language.server";
import { cardConfigured } from "~/lib/medusa/card-payment.server";
import { PayAgainSchema } from "~/lib/orders/pay-again-schemas";
import { afterPayAgain, PAY_AGAIN_INTENT, payAgainChoices, payAgainRefusal, payAgainRequest } from "~/lib/orders/pay-again";

const failure = (formData: FormData, errors: CheckoutFieldErrors): CheckoutAnswer => ({
  ok: false,
  ...formFailure(formData, errors),
  intent: PAY_AGAIN_INTENT,
});

/**
 * The order page's "pay another way" form: checks the mode and the number, makes the new attempt
 * and goes back to the page (which then shows the bank details, or follows the push), or on to
 * PayPal's approval or the order's card form. A refusal answers the form's errors with what was
 * typed; a second click finds the payment under way.
 */
export async function payAgain(request: Request, orderId: string, formData: FormData): Promise<CheckoutAnswer | Response> {
  const back = redirect(`/dashboard/orders/${encodeURIComponent(orderId)}#payment`);
  const parsed = parseSubmission(PayAgainSchema, formData, CHECKOUT_FORM);
  if (!parsed.ok) return failure(formData, parsed.errors);
  return withCustomer(request, async (token) => {
    const order = await getOrder(request, token, orderId);
    if (!order) throw data(null, { status: 404 });
    if (!order.pay_again) return order.status === "cancelled" ? failure(formData, { form: "orderCancelled" }) : back;
    const made = payAgainRequest(payAgainChoices(order.pay_again, cardConfigured()), parsed.data, await detectLanguage(request));
    if ("errors" in made) return failure(formData, made.errors);
    let session: Awaited<ReturnType<typeof payOrderAgain>>;
    try {
      session = await payOrderAgain(request, token, order.id, made);
    } catch (error) {
      if (!(error instanceof BackendApiError) || (error.status !== 400 && error.status !== 429)) throw error;
      const refusal = payAgainRefusal(error.code, parsed.data.payment_mode);
      return refusal === "reload" ? back : failure(formData, refusal.errors);
    }
    // The card form's page is loaded as a new document: only its Content-Security-Policy admits
    // Stripe.js (decision 026), and a client-side navigation would keep the order page's.
    const next = afterPayAgain(order.id, parsed.data.payment_mode, session);
    return parsed.data.payment_mode === "card" ? redirectDocument(next) : redirect(next);
  });
}
