import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PaymentModeCode } from "@dreamshade/contracts";
import { isOfflineMode, type PaymentChoice } from "~/lib/checkout/payment-choices";
import { PaymentInstructionsBlock } from "./payment-instructions";

interface PaymentModeOptionsProps {
  choices: PaymentChoice[];
  defaultCode: string | undefined;
  /** Prefix of each mode's note id, unique on the page. */
  idPrefix: string;
  /** What an available offline mode means here. */
  offlineNote: string;
  /** Show how to pay under each available offline mode (checkout), or not (the order page says it after). */
  withInstructions: boolean;
  /** What an available mode adds under its name (PayPal: the euros it will charge). */
  notes?: Partial<Record<PaymentModeCode, ReactNode>>;
}

/**
 * The six payment modes as radio buttons: unavailable ones disabled, with why. Checkout and the
 * order page's delivery quote both use it; each wraps it in its own form and fieldset.
 */
export function PaymentModeOptions({ choices, defaultCode, idPrefix, offlineNote, withInstructions, notes }: PaymentModeOptionsProps) {
  const { t } = useTranslation("checkout");
  return (
    <div className="flex flex-col gap-3">
      {choices.map((choice) => (
        <label
          key={choice.code}
          className={"flex items-start gap-3 rounded-xl p-3 ring-1 ring-sand-200 " + (choice.available ? "has-checked:ring-accent-700" : "opacity-60")}
        >
          <input
            type="radio"
            name="payment_mode"
            value={choice.code}
            disabled={!choice.available}
            defaultChecked={choice.available && choice.code === defaultCode}
            aria-describedby={`${idPrefix}-${choice.code}-note`}
            className="mt-1"
          />
          <span className="flex-1">
            <span className="font-medium text-ink-900">{t(`payment.modes.${choice.code}`)}</span>
            <span id={`${idPrefix}-${choice.code}-note`} className="mt-1 block text-sm text-ink-700">
              {choice.available
                ? isOfflineMode(choice.code)
                  ? offlineNote
                  : (notes?.[choice.code] ?? null)
                : t(`payment.reasons.${choice.reason ?? "not_configured"}`)}
            </span>
            {withInstructions && choice.available && choice.instructions ? (
              <span className="mt-2 block">
                <PaymentInstructionsBlock instructions={choice.instructions} reference={null} />
              </span>
            ) : null}
          </span>
        </label>
      ))}
    </div>
  );
}
