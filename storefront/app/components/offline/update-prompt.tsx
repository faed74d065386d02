import { useTranslation } from "react-i18next";
import { offlineRuntime, useOfflineState } from "~/lib/offline/offline-store";

/** A new deployment's worker waits: the shopper chooses when the page moves to it (never mid-checkout). */
export function UpdatePrompt() {
  const { t } = useTranslation("common");
  const updateReady = useOfflineState((state) => state.updateReady);
  if (!updateReady) return null;
  return (
    <div role="status" className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-2xl bg-ink-900 px-4 py-3 text-sm text-white shadow-lg">
      <span>{t("offline.updateReady")}</span>
      <button
        type="button"
        onClick={() => void offlineRuntime().then((runtime) => runtime.applyUpdate())}
        className="rounded-full bg-white px-4 py-1.5 font-semibold text-ink-900"
      >
        {t("offline.updateNow")}
      </button>
    </div>
  );
}
