import { FIELD_LIMITS, isMobileMoneyMode, normalizePhone, PAYMENT_MODE_CODES } from "@dreamshade/contracts";
import { z } from "zod";
import { mobileNumberProblem } from "~/lib/checkout/mobile-money";
import { PaymentModesResponse } from "~/lib/checkout/payment-modes-response";
import type { CheckoutMessage } from "~/lib/checkout/schemas";

/** Paying an order again: what the server answers and the form's schema, apart from `pay-again.ts` so the order page loads Zod only for the form's check (decision 029). */

export const PayAgainShape = z.object({ payment_modes: PaymentModesResponse.shape.payment_modes });
export type PayAgain = z.infer<typeof PayAgainShape>;

const message = (key: CheckoutMessage) => ({ error: key });

/** The form, checked in the action (and usable in the browser): the mode, and the number for mobile money. */
export const PayAgainSchema = z
  .object({
    payment_mode: z.enum(PAYMENT_MODE_CODES, message("selectPayment")),
    payment_phone: z.string().max(FIELD_LIMITS.typedPhone, message("mobileNumberRequired")).optional().default("").transform(normalizePhone),
  })
  .superRefine((value, ctx) => {
    if (!isMobileMoneyMode(value.payment_mode)) return;
    const problem = mobileNumberProblem(value.payment_mode, value.payment_phone);
    if (problem) ctx.addIssue({ code: "custom", path: ["payment_phone"], message: problem satisfies CheckoutMessage });
  });
export type PayAgainInput = z.output<typeof PayAgainSchema>;
