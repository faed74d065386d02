import { useEffect } from "react";
import { offlineRuntime } from "~/lib/offline/offline-store";
import { InstallPrompt } from "./install-prompt";
import { OfflineBanner } from "./offline-banner";
import { QueuedFailures } from "./queued-failures";
import { UpdatePrompt } from "./update-prompt";

/**
 * The installable shop's part of every page (docs/decisions/034): the offline banner, what queued
 * adds came to, the install and update prompts. Its code beyond these few lines loads after the page.
 */
export function OfflineShell({ shopName }: { shopName: string }) {
  useEffect(() => {
    void offlineRuntime().then((runtime) => runtime.startOfflineRuntime());
  }, []);
  return (
    <>
      <OfflineBanner />
      <QueuedFailures />
      <InstallPrompt shopName={shopName} />
      <UpdatePrompt />
    </>
  );
}
