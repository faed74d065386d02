import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FieldError } from "../form-controls";
import { ACCOUNT_FORM } from "~/lib/forms/messages";
import { useFormErrors } from "~/lib/forms/use-form-errors";
import { answerFor, type ProfileAnswer } from "./profile-answer";

/** Deleting needs a ticked confirmation (works without JavaScript, unlike a confirm() dialog). */
export function DeleteAccountForm({ answer }: { answer?: ProfileAnswer }) {
  const { t } = useTranslation("account");
  const { failure } = answerFor(answer, ["delete-account"]);
  const { errors, onSubmit, onFocus, checkReady } = useFormErrors(() => import("~/lib/account/schemas").then((m) => m.DeleteAccountSchema), ACCOUNT_FORM, failure);

  return (
    <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} data-checked={checkReady || undefined} className="flex flex-col gap-3">
      <p className="text-sm text-ink-700">{t("profile.deleteWarning")}</p>
      <label className="flex items-start gap-2 text-sm text-ink-900">
        <input type="checkbox" name="confirm" aria-invalid={errors.confirm ? true : undefined} aria-describedby={errors.confirm ? "confirm-error" : undefined} className="mt-1" />
        {t("profile.deleteConfirm")}
      </label>
      <FieldError id="confirm-error" error={errors.confirm} />
      <button type="submit" name="intent" value="delete-account" className="self-start rounded-full border border-accent-700 px-5 py-2 text-sm font-semibold text-accent-800 hover:bg-accent-50">
        {t("profile.deleteSubmit")}
      </button>
    </Form>
  );
}
