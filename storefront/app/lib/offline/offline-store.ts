import { useSyncExternalStore } from "react";
import type { QueuedFailure } from "./queue";

/**
 * What the offline components show: the connection, the actions waiting to be sent, a new version
 * waiting, whether the browser offers to install. Filled by offline-runtime.ts, which loads after
 * the page (this module stays tiny: it is in every page's JavaScript).
 */
export interface OfflineState {
  online: boolean;
  queuedCartUnits: number;
  queuedFavourites: number;
  failures: QueuedFailure[];
  updateReady: boolean;
  canInstall: boolean;
  /** Counts the times queued actions were sent: the page's data is then read again. */
  replays: number;
}

const INITIAL: OfflineState = {
  online: true,
  queuedCartUnits: 0,
  queuedFavourites: 0,
  failures: [],
  updateReady: false,
  canInstall: false,
  replays: 0,
};

let state = INITIAL;
const listeners = new Set<() => void>();

export function getOfflineState(): OfflineState {
  return state;
}

export function setOfflineState(patch: Partial<OfflineState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineState<T>(select: (state: OfflineState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(INITIAL),
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
