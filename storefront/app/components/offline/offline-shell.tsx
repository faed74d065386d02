import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { offlineRuntime, useOfflineState } from "~/lib/offline/offline-store";
import { InstallPrompt } from "./install-prompt";
import { OfflineBanner } from "./offline-banner";
import { QueuedFailures } from "./queued-failures";
import { UpdatePrompt } from "./update-prompt";

/**
 * The installable shop's part of every page (docs/decisions/034): the offline banner, what queued
 * adds came to, the install and update prompts. Its code beyond these few lines loads after the page.
 */
export function OfflineShell({ shopName }: { shopName: string }) {
  const revalidator = useRevalidator();
  const replays = useOfflineState((state) => state.replays);
  useEffect(() => {
    void offlineRuntime().then((runtime) => runtime.startOfflineRuntime());
  }, []);
  // Queued adds reached the server: the badge and the page read the bag again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when `replays` changes, by design.
  useEffect(() => {
    if (replays > 0) void revalidator.revalidate();
  }, [replays]);
  return (
    <>
      <OfflineBanner />
      <QueuedFailures />
      <InstallPrompt shopName={shopName} />
      <UpdatePrompt />
    </>
  );
}
