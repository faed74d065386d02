import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { INPUT_CLASS } from "~/components/account/form-controls";
import { CHECKOUT_FORM } from "~/lib/forms/messages";
import { useFormErrors } from "~/lib/forms/use-form-errors";
import type { CheckoutAnswer } from "~/lib/checkout/checkout-answer";
import { CheckoutFieldError } from "./checkout-messages";

/** Apply a promotion code, see why one is refused, remove an applied one. */
export function PromoForm({ applied, answer }: { applied: string[]; answer?: CheckoutAnswer }) {
  const { t } = useTranslation("checkout");
  const { errors, values, onSubmit, onFocus, checkReady } = useFormErrors(() => import("~/lib/checkout/schemas").then((m) => m.PromoApplySchema), CHECKOUT_FORM, answer);
  const error = errors.promo_code;
  const code = answer?.promoCode ?? "";
  return (
    <div className="mt-5 border-t border-sand-200 pt-4">
      {applied.length ? (
        <ul className="mb-3 flex flex-col gap-2 text-sm">
          {applied.map((promo) => (
            <li key={promo} className="flex items-center justify-between gap-2">
              <span className="rounded-full bg-accent-50 px-3 py-1 font-semibold text-accent-800">{promo}</span>
              <Form method="post">
                <input type="hidden" name="promo_code" value={promo} />
                <button type="submit" name="intent" value="promo-remove" aria-label={t("promo.removeLabel", { code: promo })} className="text-accent-800 underline">
                  {t("promo.remove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} data-checked={checkReady || undefined} className="flex flex-col gap-1">
        <label htmlFor="promo_code" className="text-sm font-medium text-ink-900">{t("promo.label")}</label>
        <div className="flex gap-2">
          <input
            id="promo_code"
            name="promo_code"
            autoComplete="off"
            defaultValue={values.promo_code ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "promo_code-error" : undefined}
            className={INPUT_CLASS}
          />
          <button type="submit" name="intent" value="promo-apply" className="button-primary">
            {t("promo.apply")}
          </button>
        </div>
        <CheckoutFieldError id="promo_code-error" error={error} values={{ code }} />
        {answer?.ok && answer.notice ? (
          <p role="status" className="text-sm text-ink-900">
            {t(answer.notice === "applied" ? "promo.applied" : "promo.removed", { code })}
          </p>
        ) : null}
      </Form>
    </div>
  );
}
