import { useTranslation } from "react-i18next";
import type { PaymentInstructions } from "~/lib/checkout/payment-modes-response";
import { describeDays } from "~/lib/checkout/shop-days";
import { toLanguage } from "~/lib/i18n/languages";
import { formatPhone } from "@dreamshade/contracts";

/** How to pay an offline order: the bank account, or the shop's address and hours. */
export function PaymentInstructionsBlock({ instructions, reference }: { instructions: PaymentInstructions; reference: number | null }) {
  const { t, i18n } = useTranslation("checkout");
  const language = toLanguage(i18n.language);
  const row = (label: string, value: string) => (
    <div key={label} className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-3">
      <dt className="font-medium text-ink-900">{label}</dt>
      <dd className="text-ink-700">{value}</dd>
    </div>
  );
  if (instructions.kind === "bank_deposit") {
    const { bank } = instructions;
    return (
      <section aria-labelledby="bank-heading" className="rounded-xl bg-sand-50 p-4">
        <h3 id="bank-heading" className="font-semibold text-ink-900">{t("confirmation.bankHeading")}</h3>
        <dl className="mt-2 flex flex-col gap-1 text-sm">
          {row(t("confirmation.bank.name"), bank.name)}
          {row(t("confirmation.bank.holder"), bank.account_holder)}
          {row(t("confirmation.bank.number"), bank.account_number)}
          {bank.swift ? row(t("confirmation.bank.swift"), bank.swift) : null}
          {reference !== null ? row(t("confirmation.bank.reference"), t("confirmation.bank.referenceValue", { reference })) : null}
        </dl>
        <p className="mt-2 text-sm text-ink-700">{t("confirmation.hold", { count: instructions.hold_working_days })}</p>
      </section>
    );
  }
  const { address, hours } = instructions;
  const days = describeDays(hours.days, language, (from, to) => t("weekdays.range", { from, to }));
  return (
    <section aria-labelledby="shop-heading" className="rounded-xl bg-sand-50 p-4">
      <h3 id="shop-heading" className="font-semibold text-ink-900">{t("confirmation.shopHeading")}</h3>
      <dl className="mt-2 flex flex-col gap-1 text-sm">
        {row(t("confirmation.shop.address"), [address.street, address.district, address.city].filter(Boolean).join(", "))}
        {row(t("confirmation.shop.hours"), t("confirmation.shop.hoursValue", { days, opens: hours.opens, closes: hours.closes }))}
        {row(t("confirmation.shop.phone"), formatPhone(instructions.phone))}
      </dl>
      <p className="mt-2 text-sm text-ink-700">{t("confirmation.hold", { count: instructions.hold_working_days })}</p>
    </section>
  );
}
