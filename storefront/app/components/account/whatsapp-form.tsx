import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { MobilePhoneInput } from "~/components/account/form-controls";

/** What the account page's WhatsApp form answers (`intent=whatsapp`). */
export type WhatsAppAnswer = { intent: "whatsapp"; outcome: "savedOn" | "savedOff" | "invalidPhone"; phone: string };

export function isWhatsAppAnswer(value: unknown): value is WhatsAppAnswer {
  return typeof value === "object" && value !== null && (value as { intent?: unknown }).intent === "whatsapp";
}

/** The account's choice about order updates on WhatsApp: a box and the number. Works without JavaScript. */
export function WhatsAppForm({ optedIn, phone, answer }: { optedIn: boolean; phone: string; answer?: WhatsAppAnswer }) {
  const { t } = useTranslation("account");
  const invalid = answer?.outcome === "invalidPhone";
  return (
    <Form method="post" className="flex flex-col gap-3" noValidate>
      <input type="hidden" name="intent" value="whatsapp" />
      <label className="flex items-start gap-2 text-sm font-medium text-ink-900">
        <input type="checkbox" name="whatsapp_opt_in" className="mt-1" defaultChecked={invalid || optedIn} aria-describedby="whatsapp-account-hint" />
        {t("whatsapp.optIn")}
      </label>
      <p id="whatsapp-account-hint" className="text-xs text-ink-500">{t("whatsapp.hint")}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor="whatsapp_account_phone" className="text-sm font-medium text-ink-900">{t("whatsapp.phoneLabel")}</label>
        <MobilePhoneInput
          id="whatsapp_account_phone"
          name="whatsapp_phone"
          defaultValue={answer?.phone ?? phone}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? "whatsapp_account_phone-error" : undefined}
        />
        {invalid ? (
          <p id="whatsapp_account_phone-error" className="text-sm font-medium text-accent-800">{t("whatsapp.invalidPhone")}</p>
        ) : null}
      </div>
      {answer && !invalid ? <p role="status" className="text-sm text-ink-700">{t(`whatsapp.${answer.outcome}`)}</p> : null}
      <div>
        <button type="submit" className="button-primary">{t("whatsapp.save")}</button>
      </div>
    </Form>
  );
}
