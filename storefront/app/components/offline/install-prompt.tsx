import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { offlineRuntime, useOfflineState } from "~/lib/offline/offline-store";

/**
 * "Installer l'appli", once the browser says the shop can be installed, from the second page
 * view on; "Non merci" hides it for good on this device.
 */
export function InstallPrompt({ shopName }: { shopName: string }) {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  const canInstall = useOfflineState((state) => state.canInstall);

  useEffect(() => {
    void offlineRuntime().then((runtime) => runtime.countPageView(pathname));
  }, [pathname]);

  if (!canInstall) return null;
  return (
    <section
      aria-label={t("offline.installLabel")}
      className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2 text-sm"
    >
      <span>{t("offline.installText", { shopName })}</span>
      <span className="flex gap-2">
        <button type="button" onClick={() => void offlineRuntime().then((runtime) => runtime.promptInstall())} className="button-primary">
          {t("offline.install")}
        </button>
        <button
          type="button"
          onClick={() => void offlineRuntime().then((runtime) => runtime.dismissInstall())}
          className="rounded-full px-4 py-2 font-medium text-ink-700 hover:text-accent-800"
        >
          {t("offline.installDismiss")}
        </button>
      </span>
    </section>
  );
}
