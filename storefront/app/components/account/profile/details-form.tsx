import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { CustomerAccount } from "~/lib/medusa/customer-account.server";
import { FormAlert, FormSuccess, SubmitButton, TextField, useAccountMessage } from "../form-controls";
import { ACCOUNT_FORM } from "~/lib/forms/messages";
import { useFormErrors } from "~/lib/forms/use-form-errors";
import { answerFor, type ProfileAnswer } from "./profile-answer";

export function DetailsForm({ account, answer }: { account: CustomerAccount; answer?: ProfileAnswer }) {
  const { t } = useTranslation("account");
  const message = useAccountMessage();
  const { failure, success } = answerFor(answer, ["profile"]);
  const { errors, values, onSubmit, onFocus, checkReady } = useFormErrors(() => import("~/lib/account/schemas").then((m) => m.ProfileSchema), ACCOUNT_FORM, failure);

  return (
    <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} data-checked={checkReady || undefined} className="flex flex-col gap-4">
      {success ? <FormSuccess>{message(success)}</FormSuccess> : null}
      {errors.form ? <FormAlert>{message(errors.form)}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="first_name" autoComplete="given-name" label={t("fields.firstName")} defaultValue={values.first_name ?? account.firstName} error={errors.first_name} required />
        <TextField name="last_name" autoComplete="family-name" label={t("fields.lastName")} defaultValue={values.last_name ?? account.lastName} error={errors.last_name} required />
      </div>
      <TextField name="phone" type="tel" autoComplete="tel" label={t("fields.phone")} hint={t("fields.phoneHint")} defaultValue={values.phone ?? account.phone} error={errors.phone} required />
      <TextField name="email_shown" type="email" label={t("fields.email")} value={account.email} readOnly hint={t("profile.emailReadOnly")} />
      <SubmitButton name="intent" value="profile">
        {t("profile.saveDetails")}
      </SubmitButton>
    </Form>
  );
}
