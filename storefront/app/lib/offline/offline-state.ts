import type { QueuedFailure } from "./queue";

/**
 * What the offline components show: the connection, the actions waiting to be sent, a new version
 * waiting, whether the browser offers to install. Filled by offline-runtime.ts, which loads after
 * the page; read through offline-store.ts. Its own module so that the runtime and the store that
 * loads it do not import each other.
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

export const INITIAL_OFFLINE_STATE: OfflineState = {
  online: true,
  queuedCartUnits: 0,
  queuedFavourites: 0,
  failures: [],
  updateReady: false,
  canInstall: false,
  replays: 0,
};

let state = INITIAL_OFFLINE_STATE;
const listeners = new Set<() => void>();

export function getOfflineState(): OfflineState {
  return state;
}

export function setOfflineState(patch: Partial<OfflineState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function subscribeToOfflineState(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
