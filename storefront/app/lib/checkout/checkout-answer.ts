import type { FieldErrors, FormFailure } from "~/lib/forms/submission";
import type { CheckoutMessage } from "./schemas";

/** What a checkout form's action answers: per field, a `checkout.messages` key. */
export type CheckoutFieldErrors = FieldErrors<CheckoutMessage>;

/** A refusal is the form layer's failure (errors and typed values); a success may carry a notice. */
export interface CheckoutAnswer extends Partial<FormFailure<CheckoutMessage>> {
  ok: boolean;
  intent: string;
  /** A success to announce (promo applied or removed), with the code it is about. */
  notice?: "applied" | "removed";
  promoCode?: string;
}

/** The answer of this form only: each form shows its own errors and keeps its own typed values. */
export function answerFor(answer: CheckoutAnswer | undefined, intents: string[]) {
  return answer && intents.includes(answer.intent) ? answer : undefined;
}
