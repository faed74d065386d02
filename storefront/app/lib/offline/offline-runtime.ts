import { getOfflineState, setOfflineState } from "./offline-state";
import {
  dismissFailures as clearFailures,
  enqueue,
  QUEUE_CHANNEL,
  QUEUE_SYNC_TAG,
  type QueuedKind,
  type QueueNews,
  queueSummary,
  replayQueue,
} from "./queue";

/**
 * The browser side of the installable shop (docs/decisions/034), loaded after the page: registers
 * the service worker, offers its updates instead of applying them, sends what was queued offline,
 * and keeps the browser's install offer for the prompt.
 */

const INSTALL_DISMISSED_KEY = "ds-install-dismissed";
const PAGE_VIEWS_KEY = "ds-page-views";

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** Background Sync, where the browser has it (Chromium). */
type WithSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

let started = false;
let installEvent: InstallPromptEvent | null = null;
let registration: ServiceWorkerRegistration | null = null;
let updateRequested = false;

async function refreshQueue() {
  const summary = await queueSummary();
  setOfflineState({ queuedCartUnits: summary.cartUnits, queuedFavourites: summary.favourites, failures: summary.failures });
}

/**
 * Sends what was queued. The worker does it when it controls the page: it outlives a navigation
 * that would cut a page's request short (the add would be lost); it announces the result.
 */
async function sendQueue() {
  if (!navigator.onLine) return;
  const worker = navigator.serviceWorker?.controller;
  if (worker) return worker.postMessage({ type: "REPLAY_QUEUE" });
  // Its announcement reaches this page's listener too, which reads the data again.
  await replayQueue();
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The install prompt waits for a second page view and never comes back once dismissed. */
function updateInstallOffer() {
  const store = storage();
  const views = Number(store?.getItem(PAGE_VIEWS_KEY) ?? 0);
  setOfflineState({ canInstall: installEvent !== null && views >= 2 && store?.getItem(INSTALL_DISMISSED_KEY) !== "1" });
}

let lastCountedPath: string | null = null;

/** A page view (a document load or a client-side navigation to another path). */
export function countPageView(pathname: string) {
  if (pathname === lastCountedPath) return;
  lastCountedPath = pathname;
  const store = storage();
  store?.setItem(PAGE_VIEWS_KEY, String(Number(store.getItem(PAGE_VIEWS_KEY) ?? 0) + 1));
  updateInstallOffer();
}

function watchForUpdates(reg: ServiceWorkerRegistration) {
  // A worker installed while another controls the page is a new version: it waits for the shopper.
  const offerIfWaiting = () => {
    if (reg.waiting && navigator.serviceWorker.controller) setOfflineState({ updateReady: true });
  };
  offerIfWaiting();
  reg.addEventListener("updatefound", () => {
    const installing = reg.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") offerIfWaiting();
    });
  });
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (updateRequested) window.location.reload();
  });
}

/** The first page loaded before the worker: it keeps that page and the scripts it used. */
function keepFirstPage(reg: ServiceWorkerRegistration) {
  const assets = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.startsWith("/assets/"));
  reg.active?.postMessage({ type: "KEEP_FIRST_PAGE", page: `${window.location.pathname}${window.location.search}`, assets });
}

export function startOfflineRuntime() {
  if (started) return;
  started = true;
  setOfflineState({ online: navigator.onLine });
  window.addEventListener("online", () => {
    setOfflineState({ online: true });
    void sendQueue();
  });
  window.addEventListener("offline", () => setOfflineState({ online: false }));
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    installEvent = event as InstallPromptEvent;
    updateInstallOffer();
  });
  window.addEventListener("appinstalled", () => {
    installEvent = null;
    updateInstallOffer();
  });
  if (typeof BroadcastChannel !== "undefined") {
    // The queue changed (another tab, the worker); once the server has answered queued actions,
    // the page reads its data again (the badge's count comes from the bag then).
    new BroadcastChannel(QUEUE_CHANNEL).addEventListener("message", (event: MessageEvent<Partial<QueueNews> | null>) => {
      const sent = event.data?.sent ?? 0;
      void refreshQueue().then(() => {
        if (sent > 0) setOfflineState({ replays: getOfflineState().replays + 1 });
      });
    });
  }
  void refreshQueue().then(sendQueue);
  // Only the production build has a worker (`vite dev` serves none). It is registered once the
  // page has loaded and the browser is idle: its install never competes with the page's start.
  if (import.meta.env.PROD && "serviceWorker" in navigator) {
    const controlledAtLoad = navigator.serviceWorker.controller !== null;
    const register = () =>
      navigator.serviceWorker
        .register("/sw.js", { scope: "/" })
        .then((reg) => {
          registration = reg;
          watchForUpdates(reg);
          if (!controlledAtLoad) void navigator.serviceWorker.ready.then(keepFirstPage);
        })
        // Without a worker (private mode, an old browser) the shop works as before, online only.
        .catch(() => undefined);
    const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1));
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  }
}

/** An add made without a connection: kept, and sent by Background Sync where the browser has it. */
export async function queueAction(kind: QueuedKind, fields: [string, string][]) {
  await enqueue(kind, fields);
  await refreshQueue();
  const reg: WithSync | undefined = registration ?? (await navigator.serviceWorker?.getRegistration());
  await reg?.sync?.register(QUEUE_SYNC_TAG).catch(() => undefined);
}

export async function dismissFailures() {
  await clearFailures();
  await refreshQueue();
}

/** "Actualiser": the waiting worker takes over, then the page reloads in the new version. */
export function applyUpdate() {
  const waiting = registration?.waiting;
  if (!waiting) return window.location.reload();
  updateRequested = true;
  waiting.postMessage({ type: "SKIP_WAITING" });
}

export async function promptInstall() {
  const event = installEvent;
  if (!event) return;
  installEvent = null;
  updateInstallOffer();
  await event.prompt();
}

export function dismissInstall() {
  storage()?.setItem(INSTALL_DISMISSED_KEY, "1");
  updateInstallOffer();
}
