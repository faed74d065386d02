import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useOfflineState } from "~/lib/offline/offline-store";

/**
 * "Hors ligne : prix et stock peuvent avoir changé", while the browser has no connection. Links
 * then load whole pages, which the service worker answers from what it keeps (a client-side
 * navigation would ask the server for data it cannot reach).
 */
export function OfflineBanner() {
  const { t } = useTranslation("common");
  const online = useOfflineState((state) => state.online);

  useEffect(() => {
    if (online) return;
    const followAsPage = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(url.href);
    };
    document.addEventListener("click", followAsPage, true);
    return () => document.removeEventListener("click", followAsPage, true);
  }, [online]);

  if (online) return null;
  return (
    <p role="status" className="bg-ink-900 px-4 py-1.5 text-center text-xs font-medium text-white">
      {t("offline.banner")}
    </p>
  );
}
