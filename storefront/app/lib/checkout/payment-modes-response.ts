import { PAYMENT_MODE_CODES } from "@dreamshade/contracts";
import { z } from "zod";

/**
 * `GET /store/payment-modes?cart_id=` as the server reads it. Apart from `payment-choices.ts`, whose
 * helpers the checkout page runs in the browser without loading Zod (decision 029).
 */

const Bank = z.object({
  name: z.string(),
  account_holder: z.string(),
  account_number: z.string(),
  swift: z.string().nullish(),
});
const ShopAddress = z.object({ street: z.string(), district: z.string().nullish(), city: z.string() });
const ShopHours = z.object({ days: z.array(z.number().int().min(1).max(7)), opens: z.string(), closes: z.string() });

const Instructions = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("bank_deposit"), bank: Bank, hold_working_days: z.number().int() }),
  z.object({
    kind: z.literal("cash_at_shop"),
    address: ShopAddress,
    hours: ShopHours,
    phone: z.string(),
    hold_working_days: z.number().int(),
  }),
]);
export type PaymentInstructions = z.infer<typeof Instructions>;

const PaymentModeShape = z.object({
  code: z.enum(PAYMENT_MODE_CODES),
  available: z.boolean(),
  reason: z.enum(["not_configured", "not_in_region"]).nullish(),
  provider_id: z.string().nullish(),
  instructions: Instructions.nullish(),
});
export const PaymentModesResponse = z.object({ payment_modes: z.array(PaymentModeShape) });
