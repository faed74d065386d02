import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/account/auth-card";
import { CaptchaField } from "~/components/account/captcha-field";
import { FormAlert, FormSuccess, SubmitButton, TextField, useAccountMessage } from "~/components/account/form-controls";
import { minutesToWait } from "~/lib/account/api-errors";
import { apiFailure, invalid } from "~/lib/account/api-failure.server";
import { ACCOUNT_FORM } from "~/lib/forms/messages";
import { parseSubmission, type FormFailure } from "~/lib/forms/submission";
import { useFormErrors } from "~/lib/forms/use-form-errors";
import { returnUrlAfterSignIn } from "~/lib/account/return-url";
import { EmailWithCaptchaSchema, LoginSchema, type AccountMessage } from "~/lib/account/schemas";
import { getCustomerToken } from "~/lib/account/session.server";
import { signIn } from "~/lib/account/sign-in.server";
import { getInstance, getLanguage } from "~/lib/i18n/i18next.server";
import type { I18nHandle } from "~/lib/i18n/route-namespaces";
import { BackendApiError } from "~/lib/medusa/backend-error.server";
import { activateAccount, logIn, resendActivation } from "~/lib/medusa/account.server";
import { pageTitle, shopNameFrom } from "~/lib/title";
import type { Route } from "./+types/login";

/**
 * `/login`, and `/account-activation/:token`: the e-mailed link opens this page, whose button
 * validates the account (a POST), then it shows login. Opening the link changes nothing, so a mail
 * scanner that follows it cannot spend the single-use token.
 */

export const handle: I18nHandle = { i18n: ["account"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(shopNameFrom(matches), loaderData?.title) },
];

type Activation = { ok: true; email: string } | { ok: false } | "to-confirm" | null;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const returnUrl = new URL(request.url).searchParams.get("returnUrl") ?? "";
  if (await getCustomerToken(request)) throw redirect(returnUrlAfterSignIn(returnUrl));

  const activation: Activation = params.token ? "to-confirm" : null;
  const t = getInstance(context).getFixedT(null, "account");
  return { title: t(params.token ? "login.activationHeading" : "titles.login"), returnUrl, activation };
}

async function activate(request: Request, token: string): Promise<Activation> {
  try {
    return { ok: true, ...(await activateAccount(request, token)) };
  } catch (error) {
    if (!(error instanceof BackendApiError) || error.code !== "token_invalid") throw error;
    return { ok: false };
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === "activate" && params.token) {
    return data({ activation: await activate(request, params.token) });
  }
  if (formData.get("intent") === "resend-validation") {
    const submission = parseSubmission(EmailWithCaptchaSchema, formData, ACCOUNT_FORM);
    if (!submission.ok) return invalid(submission);
    try {
      await resendActivation(request, submission.data, getLanguage(context));
    } catch (error) {
      return apiFailure(error, formData);
    }
    return data({ resent: true as const, values: { email: submission.data.email } });
  }

  const submission = parseSubmission(LoginSchema, formData, ACCOUNT_FORM);
  if (!submission.ok) return invalid(submission);
  const { email, password, captcha, returnUrl } = submission.data;
  let token: string;
  try {
    token = await logIn(request, { email, password, captcha });
  } catch (error) {
    return apiFailure(error, formData);
  }
  return signIn(request, token, returnUrl);
}

type LoginAnswer = FormFailure<AccountMessage> | { resent: true; values: { email: string } } | { activation: Activation; values?: undefined };

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const message = useAccountMessage();
  const answer = actionData as LoginAnswer | undefined;
  const failure = answer && "errors" in answer ? answer : undefined;
  const { errors, values: typed, onSubmit, onFocus, checkReady } = useFormErrors(() => import("~/lib/account/schemas").then((m) => m.LoginSchema), ACCOUNT_FORM, failure);
  const values: Record<string, string> = answer?.values ?? typed;
  const activation = answer && "activation" in answer ? answer.activation : loaderData.activation;
  const busy = useNavigation().state === "submitting";
  const returnUrl = values.returnUrl ?? loaderData.returnUrl;
  // A refused "send the activation e-mail again": its errors belong to that small form.
  const resending = failure?.intent === "resend-validation";

  return (
    <AuthCard heading={loaderData.title} intro={t("login.intro")}>
      <div className="flex flex-col gap-4">
        {activation === "to-confirm" ? (
          <Form method="post" className="flex flex-col gap-2 rounded-lg border border-sand-300 bg-white p-4">
            <p className="text-sm">{t("login.activatePrompt")}</p>
            <SubmitButton name="intent" value="activate" busy={busy}>
              {t("login.activate")}
            </SubmitButton>
          </Form>
        ) : null}
        {typeof activation === "object" && activation?.ok ? <FormSuccess>{message("activated")}</FormSuccess> : null}
        {typeof activation === "object" && activation && !activation.ok ? <FormAlert>{message("tokenInvalid")}</FormAlert> : null}
        {answer && "resent" in answer ? <FormSuccess>{message("validationSent")}</FormSuccess> : null}
        {errors.form && !resending ? (
          <FormAlert>{message(errors.form, { count: minutesToWait(failure?.retryAfter) })}</FormAlert>
        ) : null}
        {errors.form === "notValidated" || resending ? (
          <Form method="post" action="/login" className="flex flex-col gap-3 rounded-lg border border-sand-300 bg-white p-4">
            <input type="hidden" name="email" value={values.email ?? ""} />
            {resending && errors.form ? (
              <FormAlert>{message(errors.form, { count: minutesToWait(failure?.retryAfter) })}</FormAlert>
            ) : null}
            <CaptchaField error={resending ? errors.captcha : undefined} idPrefix="resend-" />
            <button type="submit" name="intent" value="resend-validation" className="self-start font-semibold underline">
              {t("login.resend")}
            </button>
          </Form>
        ) : null}
        <Form method="post" action="/login" noValidate onSubmit={onSubmit} onFocus={onFocus} data-checked={checkReady || undefined} className="flex flex-col gap-4">
          <input type="hidden" name="returnUrl" value={returnUrl} />
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            label={t("fields.email")}
            defaultValue={values.email ?? (typeof activation === "object" && activation?.ok ? activation.email : "")}
            error={errors.email}
            required
          />
          <TextField
            name="password"
            type="password"
            autoComplete="current-password"
            label={t("fields.password")}
            error={errors.password}
            required
          />
          <CaptchaField error={resending ? undefined : errors.captcha} />
          <SubmitButton name="intent" value="login" busy={busy}>
            {t("login.submit")}
          </SubmitButton>
        </Form>
        <p className="text-sm">
          <Link to="/forgot-password" className="text-accent-800 underline">
            {t("login.forgot")}
          </Link>
        </p>
        <p className="text-sm text-ink-700">
          {t("login.noAccount")}{" "}
          <Link to="/register" className="font-semibold text-accent-800 underline">
            {t("login.registerLink")}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
