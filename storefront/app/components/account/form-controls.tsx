import type { InputHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FIELD_LIMITS } from "@dreamshade/contracts";
import type { AccountMessage } from "~/lib/account/schemas";

export const INPUT_CLASS =
  "w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm text-ink-900 aria-invalid:border-accent-700";

/** One message of `account.messages`, with its plural when a count is given. */
export function useAccountMessage() {
  const { t } = useTranslation("account");
  return (key: AccountMessage, values?: Record<string, string | number>) => t(`messages.${key}`, values ?? {}) as string;
}

/**
 * A Cameroonian mobile number as a shopper types it (`237` + 9 digits): the phone keypad, the
 * browser's saved number, the typed-phone limit. Label, hint and error stay with the caller.
 */
export function MobilePhoneInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode" | "autoComplete" | "maxLength" | "placeholder" | "className">) {
  return <input type="tel" inputMode="tel" autoComplete="tel" maxLength={FIELD_LIMITS.typedPhone} placeholder="2376XXXXXXXX" className={INPUT_CLASS} {...props} />;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id"> {
  name: string;
  label: string;
  error?: AccountMessage;
  hint?: string;
  /** Prefix for ids when one page has several forms with the same field names. */
  idPrefix?: string;
}

/** A labelled input whose error and hint are tied to it for screen readers. */
export function TextField({ name, label, error, hint, idPrefix = "", ...input }: TextFieldProps) {
  const id = `${idPrefix}${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={INPUT_CLASS}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: AccountMessage }) {
  const message = useAccountMessage();
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-accent-800">
      {message(error)}
    </p>
  );
}

/** A message about the whole form (wrong password, throttled…), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div role="alert" className="rounded-lg border border-accent-100 bg-accent-50 px-4 py-3 text-sm text-accent-800">
      {children}
    </div>
  );
}

/** A success message, announced politely. */
export function FormSuccess({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="status" className="rounded-lg border border-sand-300 bg-sand-50 px-4 py-3 text-sm text-ink-900">
      {children}
    </p>
  );
}

export function SubmitButton({ children, busy, ...rest }: { children: ReactNode; busy?: boolean; name?: string; value?: string }) {
  return (
    <button type="submit" className="button-primary disabled:opacity-60" disabled={busy} aria-busy={busy || undefined} {...rest}>
      {children}
    </button>
  );
}
