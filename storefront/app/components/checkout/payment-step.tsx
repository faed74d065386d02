import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { isMobileMoneyMode } from "@dreamshade/contracts";
import type { PaymentChoice } from "~/lib/checkout/payment-choices";
import { NOTES_MAX_LENGTH } from "~/lib/checkout/form-values";
import { CHECKOUT_FORM } from "~/lib/forms/messages";
import { useFormErrors } from "~/lib/forms/use-form-errors";
import { INPUT_CLASS } from "~/components/account/form-controls";
import type { CheckoutAnswer } from "~/lib/checkout/checkout-answer";
import { CheckoutFieldError } from "./checkout-messages";
import { MobileMoneyPhoneField } from "./mobile-money-phone-field";
import { PaymentModeOptions } from "./payment-mode-options";
import { PayPalAmountNote } from "./paypal-note";
import { WhatsAppOptIn } from "./whatsapp-opt-in";

interface PaymentStepProps {
  cartId: string;
  choices: PaymentChoice[];
  selected: string | null;
  notes: string;
  /** Addresses and delivery chosen: the order can be placed. */
  ready: boolean;
  answer?: CheckoutAnswer;
  /** The francs PayPal will charge (in euros) when PayPal is offered. */
  paypal?: { xaf: number } | null;
  /** Order updates on WhatsApp, when the shop sends them: the account's choice and the number to prefill. */
  whatsapp?: { optedIn: boolean; phone: string } | null;
}

/**
 * The six payment modes (unavailable ones disabled, with why), notes, and the button that places
 * the order. The button is disabled while the order is being saved, and a second submit of the
 * same form is ignored; the server is idempotent anyway (a completed cart answers its order).
 */
export function PaymentStep({ cartId, choices, selected, notes, ready, answer, paypal, whatsapp }: PaymentStepProps) {
  const { t } = useTranslation("checkout");
  const navigation = useNavigation();
  const submitted = useRef(false);
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place-order";
  if (navigation.state === "idle") submitted.current = false;
  const { errors, values, onSubmit, onFocus, checkReady } = useFormErrors(() => import("~/lib/checkout/schemas").then((m) => m.PlaceOrderSchema), CHECKOUT_FORM, answer);
  const chosen = values.payment_mode ?? selected ?? choices.find((choice) => choice.available)?.code;

  return (
    <Form
      method="post"
      noValidate
      className="flex flex-col gap-5"
      onFocus={onFocus}
      data-checked={checkReady || undefined}
      onSubmit={(event) => {
        if (submitted.current) return event.preventDefault();
        onSubmit(event);
        // A form the browser refused was not sent: the shopper may correct it and submit again.
        if (!event.defaultPrevented) submitted.current = true;
      }}
    >
      <input type="hidden" name="cart_id" value={cartId} />
      <fieldset aria-describedby={errors.payment_mode ? "payment_mode-error" : undefined}>
        <legend className="sr-only">{t("payment.legend")}</legend>
        <PaymentModeOptions
          choices={choices}
          defaultCode={chosen}
          idPrefix="payment"
          offlineNote={t("payment.offlineNote")}
          withInstructions
          notes={paypal ? { paypal: <PayPalAmountNote xaf={paypal.xaf} /> } : undefined}
        />
        <CheckoutFieldError id="payment_mode-error" error={errors.payment_mode} />
      </fieldset>

      {choices.some((choice) => isMobileMoneyMode(choice.code) && choice.available) ? (
        <MobileMoneyPhoneField defaultValue={values.payment_phone ?? ""} error={errors.payment_phone} />
      ) : null}

      <div className="flex flex-col gap-1">
        <label htmlFor="notes" className="text-sm font-medium text-ink-900">{t("notes.label")}</label>
        <textarea
          id="notes"
          name="notes"
          rows={3}
          maxLength={NOTES_MAX_LENGTH}
          defaultValue={values.notes ?? notes}
          aria-describedby="notes-hint"
          className={INPUT_CLASS}
        />
        <p id="notes-hint" className="text-xs text-ink-500">{t("notes.hint", { max: NOTES_MAX_LENGTH })}</p>
        <CheckoutFieldError id="notes-error" error={errors.notes} />
      </div>

      {whatsapp ? (
        <WhatsAppOptIn
          defaultChecked={values.whatsapp_opt_in ? values.whatsapp_opt_in === "on" : whatsapp.optedIn}
          defaultPhone={values.whatsapp_phone ?? whatsapp.phone}
          error={errors.whatsapp_phone}
        />
      ) : null}

      {errors.form ? (
        <div role="alert" className="rounded-lg border border-accent-100 bg-accent-50 px-4 py-3 text-sm text-accent-800">
          <CheckoutFieldError id="place-order-error" error={errors.form} />
        </div>
      ) : null}
      {!ready ? <p className="text-sm text-ink-700">{t("place.needAll")}</p> : null}
      <div>
        <button
          type="submit"
          name="intent"
          value="place-order"
          className="button-primary w-full disabled:opacity-60 sm:w-auto"
          disabled={!ready || placing}
          aria-busy={placing || undefined}
        >
          {placing ? t("place.busy") : t("place.button")}
        </button>
      </div>
    </Form>
  );
}
