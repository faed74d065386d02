import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CheckoutMessage } from "~/lib/checkout/schemas";

export function useCheckoutMessage() {
  const { t } = useTranslation("checkout");
  // Keys are checked where they are made (CheckoutMessage); i18next's overloads cannot follow a union here.
  const translate = t as unknown as (key: string, values: Record<string, string>) => string;
  return (key: CheckoutMessage, values: Record<string, string> = {}) => translate(`messages.${key}`, values);
}

export function CheckoutFieldError({ id, error, values }: { id: string; error?: CheckoutMessage; values?: Record<string, string> }) {
  const message = useCheckoutMessage();
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-accent-800">
      {message(error, values)}
    </p>
  );
}

export function CheckoutSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-5 ring-1 ring-sand-200 sm:p-6">
      <h2 id={`${id}-heading`} className="font-display text-xl text-ink-900">
        {heading}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
