import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MobilePhoneInput } from "~/components/account/form-controls";
import type { CheckoutMessage } from "~/lib/checkout/schemas";
import { CheckoutFieldError } from "./checkout-messages";

/**
 * "Get my order updates on WhatsApp": off unless the account already said yes, with the number
 * prefilled (the account's, else the delivery address's). Fields `whatsapp_opt_in`, `whatsapp_phone`.
 */
export function WhatsAppOptIn({ defaultChecked, defaultPhone, error }: { defaultChecked: boolean; defaultPhone: string; error?: CheckoutMessage }) {
  const { t } = useTranslation("checkout");
  const [checked, setChecked] = useState(defaultChecked || Boolean(error));
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-sand-200 p-4">
      <input type="hidden" name="whatsapp_offered" value="1" />
      <label className="flex items-start gap-2 text-sm font-medium text-ink-900">
        <input
          type="checkbox"
          name="whatsapp_opt_in"
          className="mt-1"
          checked={checked}
          onChange={(event) => setChecked(event.currentTarget.checked)}
          aria-describedby="whatsapp-hint"
        />
        {t("whatsapp.optIn")}
      </label>
      <p id="whatsapp-hint" className="text-xs text-ink-500">{t("whatsapp.hint")}</p>
      {/* Without JavaScript the number is always there; the box decides whether it is used. */}
      <div className="flex flex-col gap-1">
        <label htmlFor="whatsapp_phone" className="text-sm font-medium text-ink-900">{t("whatsapp.phoneLabel")}</label>
        <MobilePhoneInput
          id="whatsapp_phone"
          name="whatsapp_phone"
          defaultValue={defaultPhone}
          aria-describedby={error ? "whatsapp_phone-error" : undefined}
          aria-invalid={error ? true : undefined}
        />
        <CheckoutFieldError id="whatsapp_phone-error" error={error} />
      </div>
    </fieldset>
  );
}
