import { useSyncExternalStore } from "react";
import { getOfflineState, INITIAL_OFFLINE_STATE, type OfflineState, subscribeToOfflineState } from "./offline-state";

/**
 * What components read of the offline state, and the runtime loaded on demand. This module stays
 * tiny: it is in every page's JavaScript.
 */
export function useOfflineState<T>(select: (state: OfflineState) => T): T {
  return useSyncExternalStore(
    subscribeToOfflineState,
    () => select(getOfflineState()),
    () => select(INITIAL_OFFLINE_STATE),
  );
}

type Runtime = typeof import("./offline-runtime");
let runtime: Promise<Runtime> | undefined;

/** The worker's registration, the queue and the prompts: loaded once, on demand. */
export function offlineRuntime(): Promise<Runtime> {
  runtime ??= import("./offline-runtime");
  return runtime;
}

/** Whether the browser says there is no connection (a form then queues instead of posting). */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}
