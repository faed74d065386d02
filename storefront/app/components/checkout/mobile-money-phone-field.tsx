import { useTranslation } from "react-i18next";
import { INPUT_CLASS } from "~/components/account/form-controls";
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
      <input
        id="payment_phone"
        name="payment_phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={30}
        placeholder="2376XXXXXXXX"
        defaultValue={defaultValue}
        aria-describedby={error ? "payment_phone-hint payment_phone-error" : "payment_phone-hint"}
        aria-invalid={error ? true : undefined}
        className={INPUT_CLASS}
      />
      <p id="payment_phone-hint" className="text-xs text-ink-500">{t("mobileMoney.phoneHint")}</p>
      <CheckoutFieldError id="payment_phone-error" error={error} />
    </div>
  );
}
