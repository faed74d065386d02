import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/account/auth-card";
import { CaptchaField } from "~/components/account/captcha-field";
import { FormAlert, FormSuccess, SubmitButton, TextField, useAccountMessage } from "~/components/account/form-controls";
import { minutesToWait } from "~/lib/account/api-errors";
import { apiFailure, invalid } from "~/lib/account/api-failure.server";
import { ACCOUNT_FORM } from "~/lib/forms/messages";
import { parseSubmission, type FormFailure } from "~/lib/forms/submission";
import { useFormErrors } from "~/lib/forms/use-form-errors";
import { EmailWithCaptchaSchema, type AccountMessage } from "~/lib/account/schemas";
import { getInstance, getLanguage } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { requestPasswordReset } from "~/lib/medusa/account.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/forgot-password";

export const handle: I18nHandle = { i18n: ["account"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
];

export function loader({ context }: Route.LoaderArgs) {
  return { title: getInstance(context).getFixedT(null, "account")("titles.forgotPassword") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseSubmission(EmailWithCaptchaSchema, formData, ACCOUNT_FORM);
  if (!submission.ok) return invalid(submission);
  // The same answer whether or not the e-mail has an account (the API says nothing either).
  try {
    await requestPasswordReset(request, submission.data, getLanguage(context));
  } catch (error) {
    return apiFailure(error, formData);
  }
  return data({ sent: true as const });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const message = useAccountMessage();
  const failure = actionData && "errors" in actionData ? (actionData as FormFailure<AccountMessage>) : undefined;
  const { errors, values, onSubmit, onFocus, checkReady } = useFormErrors(() => import("~/lib/account/schemas").then((m) => m.EmailWithCaptchaSchema), ACCOUNT_FORM, failure);
  const busy = useNavigation().state === "submitting";

  return (
    <AuthCard heading={t("forgot.heading")} intro={t("forgot.intro")}>
      <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} data-checked={checkReady || undefined} className="flex flex-col gap-4">
        {actionData && "sent" in actionData ? <FormSuccess>{message("resetLinkSent")}</FormSuccess> : null}
        {errors.form ? <FormAlert>{message(errors.form, { count: minutesToWait(failure?.retryAfter) })}</FormAlert> : null}
        <TextField name="email" type="email" autoComplete="email" label={t("fields.email")} defaultValue={values.email} error={errors.email} required />
        <CaptchaField error={errors.captcha} />
        <SubmitButton busy={busy}>{t("forgot.submit")}</SubmitButton>
        <Link to="/login" className="text-sm text-accent-800 underline">
          {t("forgot.back")}
        </Link>
      </Form>
    </AuthCard>
  );
}
