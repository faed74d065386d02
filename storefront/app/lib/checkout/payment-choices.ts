import { OFFLINE_PAYMENT_MODES, PAYMENT_MODE_CODES, type PaymentModeCode } from "@dreamshade/contracts";
import { z } from "zod";

/*
 * The six payment modes of the spec as `GET /store/payment-modes?cart_id=` lists them
 * (docs/decisions/009): every one is shown; one the server cannot take is disabled, with why.
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

export interface PaymentChoice {
  code: PaymentModeCode;
  available: boolean;
  /** Why it cannot be chosen, as a `checkout.payment.reasons` key. */
  reason: "not_configured" | "not_in_region" | null;
  providerId: string | null;
  instructions: PaymentInstructions | null;
}

/** In the spec's order, whatever order the server answers in; a mode it forgot shows as not configured. */
export function toPaymentChoices(response: z.infer<typeof PaymentModesResponse>): PaymentChoice[] {
  return PAYMENT_MODE_CODES.map((code): PaymentChoice => {
    const mode = response.payment_modes.find((candidate) => candidate.code === code);
    if (!mode) return { code, available: false, reason: "not_configured", providerId: null, instructions: null };
    const available = mode.available && Boolean(mode.provider_id);
    return {
      code,
      available,
      reason: available ? null : (mode.reason ?? "not_configured"),
      providerId: available ? (mode.provider_id ?? null) : null,
      instructions: mode.instructions ?? null,
    };
  });
}

export function isOfflineMode(code: PaymentModeCode): boolean {
  return OFFLINE_PAYMENT_MODES.includes(code);
}

/** The mode a provider id serves (`pp_bank-deposit_offline` → `bank_deposit`), among the choices. */
export function modeOfProvider(choices: PaymentChoice[], providerId: string | null): PaymentModeCode | null {
  if (!providerId) return null;
  return choices.find((choice) => choice.providerId === providerId)?.code ?? null;
}
