import { data, redirect } from "react-router";
import type { CheckoutAnswer, CheckoutFieldErrors } from "~/components/checkout/checkout-messages";
import { withCustomer } from "~/lib/account/customer-session.server";
import type { CheckoutMessage } from "~/lib/checkout/schemas";
import { AccountApiError } from "~/lib/medusa/account-api.server";
import { getOrder, payOrderAgain } from "~/lib/medusa/orders.server";
import { PAY_AGAIN_INTENT, PayAgainSchema, payAgainChoices, payAgainRefusal, payAgainRequest } from "~/lib/orders/pay-again";

function typedValues(formData: FormData): Record<string, string> {
  return Object.fromEntries([...formData].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

const failure = (formData: FormData, errors: CheckoutFieldErrors): CheckoutAnswer => ({
  ok: false,
  intent: PAY_AGAIN_INTENT,
  errors,
  values: typedValues(formData),
});

/**
 * The order page's "pay another way" form: checks the mode and the number, makes the new attempt
 * and goes back to the page (which then shows the bank details, or follows the push). A refusal
 * answers the form's errors with what was typed; a second click finds the payment under way.
 */
export async function payAgain(request: Request, orderId: string, formData: FormData): Promise<CheckoutAnswer | Response> {
  const back = redirect(`/dashboard/orders/${encodeURIComponent(orderId)}#payment`);
  const parsed = PayAgainSchema.safeParse(typedValues(formData));
  if (!parsed.success) {
    const errors: CheckoutFieldErrors = {};
    for (const issue of parsed.error.issues) {
      errors[String(issue.path[0] ?? "form")] ??= issue.message as CheckoutMessage;
    }
    return failure(formData, errors);
  }
  return withCustomer(request, async (token) => {
    const order = await getOrder(request, token, orderId);
    if (!order) throw data(null, { status: 404 });
    if (!order.pay_again) return order.status === "cancelled" ? failure(formData, { form: "orderCancelled" }) : back;
    const made = payAgainRequest(payAgainChoices(order.pay_again), parsed.data);
    if ("errors" in made) return failure(formData, made.errors);
    try {
      await payOrderAgain(request, token, order.id, made);
    } catch (error) {
      if (!(error instanceof AccountApiError) || (error.status !== 400 && error.status !== 429)) throw error;
      const refusal = payAgainRefusal(error.code, parsed.data.payment_mode);
      return refusal === "reload" ? back : failure(formData, refusal.errors);
    }
    return back;
  });
}
