import { useTranslation } from "react-i18next";
import { MobilePhoneInput } from "~/components/account/form-controls";
import type { CheckoutMessage } from "~/lib/checkout/schemas";
import { CheckoutFieldError } from "./checkout-messages";

/**
 * The number that approves a mobile-money payment (field `payment_phone`), with its hint and its
 * error: checkout's payment step and the order page's "pay another way" form.
 */
export function MobileMoneyPhoneField({ defaultValue, error }: { defaultValue: string; error?: CheckoutMessage }) {
  const { t } = useTranslation("checkout");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="payment_phone" className="text-sm font-medium text-ink-900">{t("mobileMoney.phoneLabel")}</label>
      <MobilePhoneInput
        id="payment_phone"
        name="payment_phone"
        defaultValue={defaultValue}
        aria-describedby={error ? "payment_phone-hint payment_phone-error" : "payment_phone-hint"}
        aria-invalid={error ? true : undefined}
      />
      <p id="payment_phone-hint" className="text-xs text-ink-500">{t("mobileMoney.phoneHint")}</p>
      <CheckoutFieldError id="payment_phone-error" error={error} />
    </div>
  );
}
