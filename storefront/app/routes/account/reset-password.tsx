import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/account/auth-card";
import { FormAlert, FormSuccess, SubmitButton, TextField, useAccountMessage } from "~/components/account/form-controls";
import { apiFailure, invalid } from "~/lib/account/api-failure.server";
import { ACCOUNT_FORM } from "~/lib/forms/messages";
import { parseSubmission, type FormFailure } from "~/lib/forms/submission";
import { useFormErrors } from "~/lib/forms/use-form-errors";
import { ResetPasswordSchema, type AccountMessage } from "~/lib/account/schemas";
import { getInstance } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { confirmPasswordReset } from "~/lib/medusa/account.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/reset-password";

/** `/reset-password/:email/:token`, the link of the reset e-mail (DESIGN.md §2). */

export const handle: I18nHandle = { i18n: ["account"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
];

export function loader({ params, context }: Route.LoaderArgs) {
  return { title: getInstance(context).getFixedT(null, "account")("titles.resetPassword"), email: params.email };
}

export async function action({ request, params }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseSubmission(ResetPasswordSchema, formData, ACCOUNT_FORM);
  if (!submission.ok) return invalid(submission);
  try {
    await confirmPasswordReset(request, { email: params.email, token: params.token, password: submission.data.password });
  } catch (error) {
    // An expired or used link is told as such; a rule broken on the server lands on its field.
    return apiFailure(error, formData);
  }
  return data({ updated: true as const });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const message = useAccountMessage();
  const failure = actionData && "errors" in actionData ? (actionData as FormFailure<AccountMessage>) : undefined;
  const { errors, onSubmit, onFocus, checkReady } = useFormErrors(() => import("~/lib/account/schemas").then((m) => m.ResetPasswordSchema), ACCOUNT_FORM, failure);
  const busy = useNavigation().state === "submitting";

  if (actionData && "updated" in actionData) {
    return (
      <AuthCard heading={t("reset.heading")}>
        <FormSuccess>{message("passwordUpdated")}</FormSuccess>
        <Link to="/login" className="button-primary mt-6">
          {t("login.submit")}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard heading={t("reset.heading")} intro={t("reset.intro", { email: loaderData.email })}>
      <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} data-checked={checkReady || undefined} className="flex flex-col gap-4">
        {errors.form ? (
          <FormAlert>
            {message(errors.form)}{" "}
            {errors.form === "tokenInvalid" ? (
              <Link to="/forgot-password" className="font-semibold underline">
                {t("reset.newLink")}
              </Link>
            ) : null}
          </FormAlert>
        ) : null}
        <TextField name="password" type="password" autoComplete="new-password" label={t("fields.newPassword")} hint={t("fields.passwordHint")} error={errors.password} required />
        <TextField name="confirm_password" type="password" autoComplete="new-password" label={t("fields.confirmNewPassword")} error={errors.confirm_password} required />
        <SubmitButton busy={busy}>{t("reset.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
