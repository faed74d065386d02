import { isMobileMoneyMode } from "@dreamshade/contracts";
import { useTranslation } from "react-i18next";
import { Form, useNavigation, useSearchParams } from "react-router";
import { AccountSection } from "~/components/account/account-page";
import { CheckoutFieldError } from "~/components/checkout/checkout-messages";
import type { CheckoutAnswer } from "~/lib/checkout/checkout-answer";
import { MobileMoneyPhoneField } from "~/components/checkout/mobile-money-phone-field";
import { PaymentModeOptions } from "~/components/checkout/payment-mode-options";
import { PayPalAmountNote } from "~/components/checkout/paypal-note";
import { PAY_AGAIN_INTENT, payAgainChoices, payAgainNoticeOf } from "~/lib/orders/pay-again";
import type { PayAgain } from "~/lib/orders/pay-again-schemas";
import { CHECKOUT_FORM } from "~/lib/forms/messages";
import { useFormErrors } from "~/lib/forms/use-form-errors";

interface PayAgainSectionProps {
  payAgain: PayAgain;
  /** The order's total in francs: PayPal's euros are shown before the shopper pays. */
  total: number;
  /** Whether this storefront has Stripe's publishable key (card needs it). */
  cardKeySet: boolean;
  /** The refused attempt's answer: its errors and what was typed. */
  answer?: CheckoutAnswer;
}

/**
 * "Pay another way" on the page of an order whose payment failed: the modes of its region as at
 * checkout (the bank details and the shop's address under the offline ones, PayPal's euros), the
 * mobile-money number, and a plain form that works without JavaScript. Back from PayPal or the
 * card form with nothing taken (`?payment=…`), it says so.
 */
export function PayAgainSection({ payAgain, total, cardKeySet, answer }: PayAgainSectionProps) {
  const { t } = useTranslation("orders");
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const notice = payAgainNoticeOf(params.get("payment"));
  const paying = navigation.state !== "idle" && navigation.formData?.get("intent") === PAY_AGAIN_INTENT;
  const choices = payAgainChoices(payAgain, cardKeySet);
  const { errors, values, onSubmit, onFocus, checkReady } = useFormErrors(() => import("~/lib/orders/pay-again-schemas").then((m) => m.PayAgainSchema), CHECKOUT_FORM, answer);
  const chosen = values.payment_mode ?? choices.find((choice) => choice.available)?.code;

  return (
    <AccountSection id="pay-again" heading={t("detail.payAgain.heading")}>
      <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} data-checked={checkReady || undefined} className="flex flex-col gap-4">
        {notice && !answer ? (
          <p role="status" className="rounded-lg border border-sand-300 bg-sand-50 px-4 py-3 text-sm text-ink-900">
            {t(`detail.payAgain.notices.${notice}`)}
          </p>
        ) : null}
        <p className="text-sm text-ink-700">{t("detail.payAgain.intro")}</p>
        <fieldset aria-describedby={errors.payment_mode ? "pay-again-mode-error" : undefined}>
          <legend className="mb-2 text-sm font-medium text-ink-900">{t("detail.payAgain.legend")}</legend>
          <PaymentModeOptions
            choices={choices}
            defaultCode={chosen}
            idPrefix="pay-again"
            offlineNote={t("detail.payAgain.offlineNote")}
            withInstructions
            notes={{ paypal: <PayPalAmountNote xaf={total} /> }}
          />
          <CheckoutFieldError id="pay-again-mode-error" error={errors.payment_mode} />
        </fieldset>
        {choices.some((choice) => isMobileMoneyMode(choice.code) && choice.available) ? (
          <MobileMoneyPhoneField defaultValue={values.payment_phone ?? ""} error={errors.payment_phone} />
        ) : null}
        {errors.form ? (
          <div role="alert" className="rounded-lg border border-accent-100 bg-accent-50 px-4 py-3 text-sm text-accent-800">
            <CheckoutFieldError id="pay-again-error" error={errors.form} />
          </div>
        ) : null}
        <div>
          <button
            type="submit"
            name="intent"
            value={PAY_AGAIN_INTENT}
            className="button-primary w-full disabled:opacity-60 sm:w-auto"
            disabled={paying || !choices.some((choice) => choice.available)}
            aria-busy={paying || undefined}
          >
            {paying ? t("detail.payAgain.paying") : t("detail.payAgain.pay")}
          </button>
        </div>
      </Form>
    </AccountSection>
  );
}
