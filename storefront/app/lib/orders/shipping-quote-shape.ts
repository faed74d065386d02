import { PAYMENT_MODE_CODES } from "@dreamshade/contracts";
import { z } from "zod";
import { PaymentModesResponse } from "~/lib/checkout/payment-modes-response";

/** The order's delivery quote as the server reads it; apart from the helpers the order page runs in the browser (decision 029). */

export const SHIPPING_QUOTE_STATES = ["to_pay", "pending", "paid", "refunded"] as const;
export type ShippingQuoteState = (typeof SHIPPING_QUOTE_STATES)[number];

const PaymentModes = PaymentModesResponse.shape.payment_modes;
const Instructions = PaymentModes.element.shape.instructions;

export const ShippingQuoteShape = z.object({
  amount: z.number(),
  currency_code: z.string(),
  state: z.enum(SHIPPING_QUOTE_STATES),
  mode: z.enum(PAYMENT_MODE_CODES).nullable(),
  payment_instructions: Instructions,
  payment_modes: PaymentModes,
});
export type ShippingQuote = z.infer<typeof ShippingQuoteShape>;
