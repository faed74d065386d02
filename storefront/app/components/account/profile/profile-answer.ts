import type { FormFailure } from "~/lib/forms/submission";
import type { AccountMessage } from "~/lib/account/schemas";

/** The profile action's answer: a success message or a failed form, both naming their intent. */
export type ProfileAnswer = FormFailure<AccountMessage> | { intent: string; success: AccountMessage };

/**
 * This form's part of the answer. Address forms share intents, so they also match on the
 * address id that was submitted.
 */
export function answerFor(answer: ProfileAnswer | undefined, intents: string[], addressId?: string) {
  if (!answer || !answer.intent || !intents.includes(answer.intent)) return { failure: undefined, success: undefined };
  if ("errors" in answer) {
    if (addressId !== undefined && (answer.values.address_id ?? "") !== addressId) return { failure: undefined, success: undefined };
    return { failure: answer, success: undefined };
  }
  return { failure: undefined, success: answer.success };
}
