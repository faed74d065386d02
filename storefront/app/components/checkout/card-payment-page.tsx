import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CardPaymentForm } from "./card-payment-form";

interface CardPaymentPageProps extends ComponentProps<typeof CardPaymentForm> {
  /** Where "choose another way to pay" goes: checkout, or the order's page. */
  otherModePath: string;
}

/** The card page's content, at checkout and when paying an order again: the amount, Stripe's form, another way out. */
export function CardPaymentPage({ otherModePath, ...form }: CardPaymentPageProps) {
  const { t } = useTranslation("checkout");
  return (
    <section aria-labelledby="card-heading" className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 id="card-heading" className="font-display text-3xl text-ink-900 sm:text-4xl">{t("card.heading")}</h1>
      <p className="mt-4 text-lg text-ink-900">{t("card.amount", { amount: form.amountLabel })}</p>
      <p className="mt-2 text-sm text-ink-700">{t("card.secure")}</p>
      <div className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-sand-200 sm:p-6">
        <CardPaymentForm {...form} />
      </div>
      <Link to={otherModePath} className="mt-6 inline-block text-sm font-semibold text-accent-800 underline">
        {t("card.otherMode")}
      </Link>
    </section>
  );
}
