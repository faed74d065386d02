import { useTranslation } from "react-i18next";
import type { QueuedFailure } from "~/lib/offline/queue";
import { offlineRuntime, useOfflineState } from "~/lib/offline/offline-store";

function failureKey(failure: QueuedFailure) {
  if (failure.kind === "favourite") return failure.problem === "signIn" ? "offline.failed.favouriteSignIn" : "offline.failed.favourite";
  switch (failure.problem.code) {
    case "outOfStock":
      return "offline.failed.outOfStock";
    case "onlyLeft":
      return "offline.failed.onlyLeft";
    case "unavailable":
      return "offline.failed.unavailable";
    default:
      return "offline.failed.cart";
  }
}

/** Adds queued offline that the shop refused once back online (out of stock, not signed in). */
export function QueuedFailures() {
  const { t } = useTranslation("common");
  const failures = useOfflineState((state) => state.failures);
  if (failures.length === 0) return null;
  return (
    <div role="alert" className="mx-auto max-w-6xl px-4 py-2">
      <div className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
        <p className="font-semibold">{t("offline.failed.title")}</p>
        <ul className="mt-1 list-disc pl-5">
          {failures.map((failure, index) => (
            <li key={failure.id ?? index}>
              {t(failureKey(failure), failure.kind === "cart" && failure.problem.code === "onlyLeft" ? { count: failure.problem.count } : {})}
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => void offlineRuntime().then((runtime) => runtime.dismissFailures())}
          className="mt-2 font-semibold underline"
        >
          {t("offline.failed.dismiss")}
        </button>
      </div>
    </div>
  );
}
