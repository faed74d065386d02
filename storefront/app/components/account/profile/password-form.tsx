import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormSuccess, SubmitButton, TextField, useAccountMessage } from "../form-controls";
import { ACCOUNT_FORM } from "~/lib/forms/messages";
import { useFormErrors } from "~/lib/forms/use-form-errors";
import { answerFor, type ProfileAnswer } from "./profile-answer";

export function PasswordForm({ answer }: { answer?: ProfileAnswer }) {
  const { t } = useTranslation("account");
  const message = useAccountMessage();
  const { failure, success } = answerFor(answer, ["password"]);
  const { errors, onSubmit, onFocus, checkReady } = useFormErrors(() => import("~/lib/account/schemas").then((m) => m.PasswordChangeSchema), ACCOUNT_FORM, failure);

  return (
    // A successful change re-mounts the form, emptying the password fields.
    <Form key={success ? "changed" : "form"} method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} data-checked={checkReady || undefined} className="flex max-w-md flex-col gap-4">
      {success ? <FormSuccess>{message(success)}</FormSuccess> : null}
      <TextField name="old_password" type="password" autoComplete="current-password" label={t("fields.oldPassword")} error={errors.old_password} required />
      <TextField name="new_password" type="password" autoComplete="new-password" label={t("fields.newPassword")} hint={t("fields.passwordHint")} error={errors.new_password} required />
      <TextField name="confirm_password" type="password" autoComplete="new-password" label={t("fields.confirmNewPassword")} error={errors.confirm_password} required />
      <SubmitButton name="intent" value="password">
        {t("profile.changePassword")}
      </SubmitButton>
    </Form>
  );
}
