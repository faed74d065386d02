import { type DBSchema, openDB } from "idb";
import type { CartProblem } from "~/lib/cart/cart-problem";

/**
 * Adds to the bag and to favourites made without a connection (docs/decisions/034). Kept in
 * IndexedDB so that the page and the service worker see the same list: the service worker sends
 * them on Background Sync, a page on `online` or on its next load. Each action is taken out of the
 * list in the same transaction that reads it, so two senders never send it twice.
 */

export type QueuedKind = "cart" | "favourite";

export interface QueuedAction {
  id?: number;
  kind: QueuedKind;
  /** The form's fields, as the form would have posted them. */
  fields: [string, string][];
  /** Units added (the badge counts them while they wait). */
  quantity: number;
  queuedAt: number;
}

/** What came of a queued action that did not go through, told to the shopper on return. */
export type QueuedFailure =
  | { id?: number; kind: "cart"; problem: CartProblem }
  | { id?: number; kind: "favourite"; problem: "signIn" | "failed" };

interface OfflineDb extends DBSchema {
  actions: { key: number; value: QueuedAction };
  failures: { key: number; value: QueuedFailure };
}

export const QUEUE_SYNC_TAG = "dreamshade-queue";
/** Where every change to the queue is announced (pages update their badge). */
export const QUEUE_CHANNEL = "dreamshade-queue";

const ACTION_PATHS: Record<QueuedKind, string> = { cart: "/resources/cart", favourite: "/my-favourites" };

function database() {
  return openDB<OfflineDb>("dreamshade-offline", 1, {
    upgrade(db) {
      db.createObjectStore("actions", { keyPath: "id", autoIncrement: true });
      db.createObjectStore("failures", { keyPath: "id", autoIncrement: true });
    },
  });
}

/** What the channel carries: `sent` counts the actions the server answered (pages then read their data again). */
export interface QueueNews {
  sent: number;
}

function announce(sent = 0) {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(QUEUE_CHANNEL);
  channel.postMessage({ sent } satisfies QueueNews);
  channel.close();
}

export async function enqueue(kind: QueuedKind, fields: [string, string][]): Promise<void> {
  const quantity = Number(fields.find(([name]) => name === "quantity")?.[1] ?? 1);
  const db = await database();
  await db.add("actions", { kind, fields, quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1, queuedAt: Date.now() });
  db.close();
  announce();
}

export interface QueueSummary {
  cartUnits: number;
  favourites: number;
  failures: QueuedFailure[];
}

export async function queueSummary(): Promise<QueueSummary> {
  const db = await database();
  const [actions, failures] = await Promise.all([db.getAll("actions"), db.getAll("failures")]);
  db.close();
  return {
    cartUnits: actions.filter((action) => action.kind === "cart").reduce((sum, action) => sum + action.quantity, 0),
    favourites: actions.filter((action) => action.kind === "favourite").length,
    failures,
  };
}

async function takeNext(): Promise<QueuedAction | undefined> {
  const db = await database();
  const tx = db.transaction("actions", "readwrite");
  const cursor = await tx.store.openCursor();
  const action = cursor?.value;
  if (cursor) await cursor.delete();
  await tx.done;
  db.close();
  return action;
}

async function putBack(action: QueuedAction) {
  const db = await database();
  await db.put("actions", action);
  db.close();
}

async function recordFailure(failure: QueuedFailure) {
  const db = await database();
  await db.add("failures", failure);
  db.close();
}

/** What the server's answer says about a queued action: null when it went through. */
export async function failureOf(kind: QueuedKind, response: Response): Promise<QueuedFailure | null> {
  if (kind === "favourite") {
    // The favourites action redirects a visitor who is not signed in to the login page.
    if (new URL(response.url, "http://shop").pathname === "/login") return { kind, problem: "signIn" };
    return response.ok ? null : { kind, problem: "failed" };
  }
  const result = (await response.json().catch(() => null)) as { ok?: boolean; problem?: CartProblem } | null;
  if (response.ok && result?.ok) return null;
  return { kind, problem: result?.problem ?? { code: "failed" } };
}

/**
 * Sends the queued actions in order (true when the server answered at least one). Stops at the first that cannot reach the server (it waits
 * for the next try); a refusal (out of stock, not signed in) is kept to be told to the shopper.
 */
export async function replayQueue(send: typeof fetch = fetch): Promise<boolean> {
  let changed = false;
  let sent = 0;
  try {
    for (let action = await takeNext(); action; action = await takeNext()) {
      changed = true;
      let response: Response;
      try {
        response = await send(ACTION_PATHS[action.kind], {
          method: "POST",
          body: new URLSearchParams(action.fields),
          credentials: "same-origin",
        });
      } catch {
        await putBack(action);
        return changed;
      }
      sent += 1;
      const failure = await failureOf(action.kind, response);
      if (failure) await recordFailure(failure);
    }
  } finally {
    if (changed) announce(sent);
  }
  return sent > 0;
}

/** Removes the failures once the shopper has seen them. */
export async function dismissFailures(): Promise<void> {
  const db = await database();
  await db.clear("failures");
  db.close();
  announce();
}

/** Log out: what was queued belongs to the account that queued it. */
export async function clearQueue(): Promise<void> {
  const db = await database();
  await Promise.all([db.clear("actions"), db.clear("failures")]);
  db.close();
  announce();
}
