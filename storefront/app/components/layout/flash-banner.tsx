import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { FlashMessage } from "~/lib/account/session.server";

/**
 * A one-time message after a redirect ("Your session has expired…"). It stays on the page it
 * arrived with and can be dismissed; the next page no longer shows it.
 */
export function FlashBanner({ message }: { message: FlashMessage }) {
  const { t } = useTranslation("common");
  const location = useLocation();
  const [arrivedAt] = useState(location.key);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || location.key !== arrivedAt) return null;

  return (
    <div className="border-b border-accent-100 bg-accent-50">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <p role="status" className="text-sm font-medium text-accent-800">
          {t(`flash.${message}`)}
        </p>
        <button type="button" onClick={() => setDismissed(true)} className="rounded-full px-2 text-lg leading-none text-accent-800" aria-label={t("flash.close")}>
          ×
        </button>
      </div>
    </div>
  );
}
