import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { DeliveryFee } from "~/lib/checkout/checkout-cart";
import type { DeliveryChoice } from "~/lib/checkout/delivery-choices";
import { toLanguage } from "~/lib/i18n/languages";
import { formatXaf } from "@dreamshade/contracts";
import { CHECKOUT_FORM } from "~/lib/forms/messages";
import { useFormErrors } from "~/lib/forms/use-form-errors";
import type { CheckoutAnswer } from "~/lib/checkout/checkout-answer";
import { CheckoutFieldError } from "./checkout-messages";
import { DeliveryPromiseText } from "./delivery-promise";

export function useDeliveryFee() {
  const { t, i18n } = useTranslation("checkout");
  const language = toLanguage(i18n.language);
  return (fee: DeliveryFee) =>
    fee.kind === "quote"
      ? t("delivery.quote")
      : fee.kind === "none"
        ? t("summary.deliveryNotChosen")
        : fee.amount === 0
          ? t("delivery.free")
          : formatXaf(fee.amount, language);
}

/** The delivery options for the chosen address, each with its fee and promise. */
export function DeliveryStep({
  choices,
  selected,
  hasAddress,
  answer,
}: {
  choices: DeliveryChoice[];
  selected: string | null;
  hasAddress: boolean;
  answer?: CheckoutAnswer;
}) {
  const { t } = useTranslation("checkout");
  const feeText = useDeliveryFee();
  const { errors, onSubmit, onFocus, checkReady } = useFormErrors(() => import("~/lib/checkout/schemas").then((m) => m.DeliverySchema), CHECKOUT_FORM, answer);
  if (!hasAddress) return <p className="text-sm text-ink-700">{t("delivery.needAddress")}</p>;
  if (choices.length === 0) return <p className="text-sm text-ink-700">{t("delivery.none")}</p>;
  const error = errors.shipping_option_id;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} data-checked={checkReady || undefined} className="flex flex-col gap-4">
      <fieldset aria-describedby={error ? "shipping_option_id-error" : undefined}>
        <legend className="sr-only">{t("delivery.legend")}</legend>
        <div className="flex flex-col gap-3">
          {choices.map((choice) => (
            <label key={choice.id} className="flex items-start gap-3 rounded-xl p-3 ring-1 ring-sand-200 has-checked:ring-accent-700">
              <input type="radio" name="shipping_option_id" value={choice.id} defaultChecked={choice.id === selected} className="mt-1" />
              <span className="flex-1">
                <span className="flex flex-wrap justify-between gap-2 font-medium text-ink-900">
                  <span>{choice.name}</span>
                  <span>{feeText(choice.fee)}</span>
                </span>
                {choice.promise ? (
                  <span className="mt-1 block text-sm text-ink-700">
                    <DeliveryPromiseText promise={choice.promise} />
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
        <CheckoutFieldError id="shipping_option_id-error" error={error} />
      </fieldset>
      <div>
        <button type="submit" name="intent" value="delivery" className="button-primary">
          {t("delivery.save")}
        </button>
      </div>
    </Form>
  );
}
