import { z } from "zod";
import { PaymentModesResponse } from "~/lib/checkout/payment-modes-response";
import { checkMobileNumber, paymentChoiceFields } from "~/lib/checkout/schemas";

/** Paying an order again: what the server answers and the form's schema, apart from `pay-again.ts` so the order page loads Zod only for the form's check (decision 029). */

export const PayAgainShape = z.object({ payment_modes: PaymentModesResponse.shape.payment_modes });
export type PayAgain = z.infer<typeof PayAgainShape>;

/** The form, checked in the action (and usable in the browser): the same payment choice as checkout's. */
export const PayAgainSchema = z.object(paymentChoiceFields).superRefine(checkMobileNumber);
export type PayAgainInput = z.output<typeof PayAgainSchema>;
