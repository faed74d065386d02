import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { AccountSection } from "~/components/account/account-page";
import { PaymentInstructionsBlock } from "~/components/checkout/payment-instructions";
import { PaymentModeOptions } from "~/components/checkout/payment-mode-options";
import { toLanguage } from "~/lib/i18n/languages";
import { formatXaf } from "@dreamshade/contracts";
import {
  QUOTE_PAYMENT_INTENT,
  quotePaymentChoices,
  type QuotePaymentMessage,
} from "~/lib/orders/shipping-quote";
import type { ShippingQuote } from "~/lib/orders/shipping-quote-shape";

interface ShippingQuoteSectionProps {
  quote: ShippingQuote;
  reference: number;
  /** The refusal of the last payment attempt, and the mode it was for. */
  error?: QuotePaymentMessage;
  chosen?: string;
}

/**
 * The international courier's quote on the order page: while it is to pay, the modes the order
 * can take and a plain form (works without JavaScript); once a mode is chosen, how to pay it while
 * staff await the money; then "received".
 */
export function ShippingQuoteSection({ quote, reference, error, chosen }: ShippingQuoteSectionProps) {
  const { t, i18n } = useTranslation(["orders", "checkout"]);
  const navigation = useNavigation();
  const amount = formatXaf(quote.amount, toLanguage(i18n.language));
  const paying = navigation.state !== "idle" && navigation.formData?.get("intent") === QUOTE_PAYMENT_INTENT;
  const choices = quotePaymentChoices(quote);
  const preselected = chosen ?? choices.find((choice) => choice.available)?.code;

  return (
    <AccountSection id="delivery-quote" heading={t("detail.quote.heading")}>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr]">
        <div className="contents">
          <dt className="font-medium text-ink-900">{t("detail.quote.amount")}</dt>
          <dd className="text-ink-700">{amount}</dd>
        </div>
        <div className="contents">
          <dt className="font-medium text-ink-900">{t("detail.quote.state")}</dt>
          <dd className="text-ink-700" data-testid="quote-state">{t(`detail.quote.states.${quote.state}`)}</dd>
        </div>
      </dl>

      {quote.state === "to_pay" ? (
        <Form method="post" className="mt-4 flex flex-col gap-4">
          <p className="text-sm text-ink-700">{t("detail.quote.toPay", { amount })}</p>
          <fieldset aria-describedby={error ? "quote-payment-error" : undefined}>
            <legend className="mb-2 text-sm font-medium text-ink-900">{t("detail.quote.legend")}</legend>
            <PaymentModeOptions
              choices={choices}
              defaultCode={preselected}
              idPrefix="quote-payment"
              offlineNote={t("detail.quote.offlineNote")}
              withInstructions={false}
            />
          </fieldset>
          {error ? (
            <p id="quote-payment-error" role="alert" className="text-sm font-medium text-accent-800">
              {t(`detail.quote.messages.${error}`)}
            </p>
          ) : null}
          <div>
            <button
              type="submit"
              name="intent"
              value={QUOTE_PAYMENT_INTENT}
              className="button-primary w-full disabled:opacity-60 sm:w-auto"
              disabled={paying || !choices.some((choice) => choice.available)}
              aria-busy={paying || undefined}
            >
              {paying ? t("detail.quote.paying") : t("detail.quote.pay")}
            </button>
          </div>
        </Form>
      ) : null}

      {quote.state === "pending" ? (
        <div className="mt-4 flex flex-col gap-3">
          <p className="text-sm text-ink-700">
            {t("detail.quote.pending", { mode: quote.mode ? t(`checkout:payment.modes.${quote.mode}`) : "—" })}
          </p>
          {quote.payment_instructions ? (
            <PaymentInstructionsBlock instructions={quote.payment_instructions} reference={reference} />
          ) : null}
        </div>
      ) : null}

      {quote.state === "paid" || quote.state === "refunded" ? (
        <p className="mt-4 text-sm text-ink-700">{t(`detail.quote.${quote.state}`)}</p>
      ) : null}
    </AccountSection>
  );
}
