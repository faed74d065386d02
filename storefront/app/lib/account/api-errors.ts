import type { FieldErrors } from "~/lib/forms/submission";
import type { AccountMessage } from "./schemas";

/** The business errors of the account API (docs/accounts-api.md) as form errors. */

const FIELD_RULE_MESSAGES: Record<string, AccountMessage> = {
  email: "email",
  phone: "phone",
  password: "password",
  new_password: "password",
  captcha: "captcha",
};

const CODE_ERRORS: Record<string, FieldErrors<AccountMessage>> = {
  captcha_invalid: { captcha: "captcha" },
  email_taken: { email: "emailTaken" },
  account_not_found: { form: "accountNotFound" },
  wrong_password: { form: "wrongCredentials" },
  account_not_validated: { form: "notValidated" },
  account_deactivated: { form: "deactivated" },
  too_many_attempts: { form: "tooManyAttempts" },
  token_invalid: { form: "tokenInvalid" },
  old_password_incorrect: { old_password: "oldPasswordIncorrect" },
  picture_invalid: { picture: "pictureInvalid" },
  picture_too_large: { picture: "pictureTooLarge" },
};

/**
 * Form errors for an API error code, or null when the code is not a shopper's mistake (the
 * caller then lets the error through to the error screen). A 400 `invalid_data` names its field.
 */
export function formErrorsForCode(code: string, field?: string): FieldErrors<AccountMessage> | null {
  if (code === "invalid_data") {
    if (field && FIELD_RULE_MESSAGES[field]) return { [field]: FIELD_RULE_MESSAGES[field] };
    return { [field ?? "form"]: field ? "required" : "generic" };
  }
  return CODE_ERRORS[code] ?? null;
}

/** Whole minutes to wait, at least one, for the throttled-login message. */
export function minutesToWait(retryAfterSeconds: number | undefined): number {
  return Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
}
