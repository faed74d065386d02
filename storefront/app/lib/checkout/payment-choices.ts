import { OFFLINE_PAYMENT_MODES, PAYMENT_MODE_CODES, type PaymentModeCode } from "@dreamshade/contracts";
import type { z } from "zod";
import type { PaymentInstructions, PaymentModesResponse } from "./payment-modes-response";

/*
 * The six payment modes of the spec as `GET /store/payment-modes?cart_id=` lists them
 * (docs/decisions/009): every one is shown; one the server cannot take is disabled, with why.
 */

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
