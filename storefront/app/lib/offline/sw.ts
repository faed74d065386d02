/// <reference lib="webworker" />
import { CacheExpiration, CacheFirst, ExpirationPlugin, type PrecacheEntry, type RouteHandlerCallbackOptions, Serwist } from "serwist";
import { isLanguage, type Language } from "~/lib/i18n/languages";
import { PERSONAL_PATH } from "~/lib/personal/personal";
import {
  accountChanged,
  accountOf,
  categoryPages,
  fromPageCacheKey,
  isKeepableResponse,
  isKeptImage,
  keptPageKind,
  MAX_OTHER_PAGES,
  MAX_PRODUCT_PAGES,
  needsConnection,
  type PageKind,
  pageCacheKey,
  pageLanguage,
  pageTitle,
  requestedLanguage,
} from "./cache-rules";
import { IMAGE_CACHE, keepImage, touchImage } from "./image-budget";
import { type KeptPageLink, offlinePageResponse } from "./offline-page";
import { clearQueue, QUEUE_SYNC_TAG, replayQueue } from "./queue";

/**
 * The shop's service worker (docs/decisions/034), built by `service-worker.build.ts` with the
 * storefront: `__DS_BUILD_ID__` and the precache list come from that build, so a new deployment
 * is a new worker with new caches. Serwist precaches the build's scripts and routes the requests;
 * the rules of what is kept are in cache-rules.ts.
 */

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };
declare const __DS_BUILD_ID__: string;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export const BUILD_ID = __DS_BUILD_ID__;
const PAGE_CACHES: Record<PageKind, string> = {
  product: `ds-products-${BUILD_ID}`,
  catalogue: `ds-pages-${BUILD_ID}`,
};
/** The build's scripts and styles the shopper's pages used: what a kept page needs to run offline. */
const ASSET_CACHE = `ds-assets-${BUILD_ID}`;
const PAGE_CACHE_PREFIXES = ["ds-products-", "ds-pages-"];
const BUILD_CACHE_PREFIXES = [...PAGE_CACHE_PREFIXES, "ds-assets-"];
const MAX_ASSETS = 150;
const META_CACHE = "ds-meta";
const LANGUAGE_KEY = "/__ds/language";
/** The account the last personal answer named (its mark, "" for none). */
const ACCOUNT_KEY = "/__ds/account";
/** The last personal answer (name, bag count), for the header of a page read offline. */
const ACCOUNT_CACHE = "ds-account";
const REFRESH_EVERY_MS = 15 * 60 * 1000;
const NETWORK_PATIENCE_MS = 6000;

const expirations: Record<PageKind, CacheExpiration> = {
  product: new CacheExpiration(PAGE_CACHES.product, { maxEntries: MAX_PRODUCT_PAGES }),
  catalogue: new CacheExpiration(PAGE_CACHES.catalogue, { maxEntries: MAX_OTHER_PAGES }),
};

let knownLanguage: Language | null = null;
let lastRefresh = 0;

async function lastLanguage(): Promise<Language | null> {
  if (knownLanguage) return knownLanguage;
  const stored = await (await caches.open(META_CACHE)).match(LANGUAGE_KEY);
  const value = stored ? await stored.text() : null;
  knownLanguage = isLanguage(value) ? value : null;
  return knownLanguage;
}

async function rememberLanguage(language: Language) {
  if (language === knownLanguage) return;
  knownLanguage = language;
  await (await caches.open(META_CACHE)).put(LANGUAGE_KEY, new Response(language));
}

/** Reads a page the network gave (its language is the shopper's) and keeps it when it may be kept. */
async function keepPage(url: URL, response: Response): Promise<void> {
  const kind = keptPageKind(url.pathname);
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return;
  const html = await response.text();
  const language = pageLanguage(html);
  if (!language) return;
  await rememberLanguage(language);
  if (!kind || response.redirected || !isKeepableResponse(response)) return;
  const headers = new Headers(response.headers);
  headers.set("X-DS-Title", encodeURIComponent(pageTitle(html) ?? url.pathname));
  const key = pageCacheKey(url, language);
  await (await caches.open(PAGE_CACHES[kind])).put(key, new Response(html, { status: 200, headers }));
  await expirations[kind].updateTimestamp(key);
  await expirations[kind].expireEntries();
}

/** The kept pages in a language, for the offline page's links. */
async function keptPages(language: Language): Promise<KeptPageLink[]> {
  const links: KeptPageLink[] = [];
  for (const kind of ["catalogue", "product"] as const) {
    const cache = await caches.open(PAGE_CACHES[kind]);
    for (const request of await cache.keys()) {
      const { url, language: keyLanguage } = fromPageCacheKey(request.url);
      if (keyLanguage !== language) continue;
      const title = (await cache.match(request))?.headers.get("X-DS-Title");
      links.push({ url, title: title ? decodeURIComponent(title) : url });
    }
  }
  return links;
}

/** Resolves with null when the network has not answered within `ms`. */
function patience<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The shop's first page and its categories, kept fresh while online even if never opened. */
async function refreshCatalogueFront(): Promise<void> {
  // A shopper who asked to save data (Save-Data) pays for no page they did not open.
  const connection = (self.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData || Date.now() - lastRefresh < REFRESH_EVERY_MS) return;
  lastRefresh = Date.now();
  const shop = new URL("/shop", self.location.origin);
  const response = await fetch(shop, { credentials: "same-origin" }).catch(() => null);
  if (!response?.ok) return;
  const html = await response.clone().text();
  await keepPage(shop, response);
  for (const path of categoryPages(html)) {
    const url = new URL(path, self.location.origin);
    const page = await fetch(url, { credentials: "same-origin" }).catch(() => null);
    if (page?.ok) await keepPage(url, page);
  }
}

async function keptCopy(url: URL, language: Language, event: ExtendableEvent): Promise<Response | undefined> {
  const kind = keptPageKind(url.pathname);
  if (!kind) return undefined;
  const key = pageCacheKey(url, language);
  const kept = await (await caches.open(PAGE_CACHES[kind])).match(key);
  if (kept) event.waitUntil(expirations[kind].updateTimestamp(key));
  return kept;
}

/**
 * Pages: the network first (a kept page is then kept again), else the kept copy in the shopper's
 * language, else the offline page. On a weak signal a kept page is shown after a few seconds and
 * the late answer still refreshes it; the other pages can only come from the server.
 */
async function pageHandler({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const extendable = event as ExtendableEvent;
  const network = fetch(request);
  const keep = (response: Response) => extendable.waitUntil(keepPage(url, response.clone()).then(refreshCatalogueFront));
  try {
    if (keptPageKind(url.pathname)) {
      const quick = await patience(network, NETWORK_PATIENCE_MS);
      if (quick === null) {
        const kept = await keptCopy(url, requestedLanguage(url, await lastLanguage()), extendable);
        if (kept) {
          extendable.waitUntil(network.then((late) => keepPage(url, late)).catch(() => undefined));
          return kept;
        }
      }
    }
    const response = await network;
    keep(response);
    return response;
  } catch {
    const language = requestedLanguage(url, await lastLanguage());
    const kept = await keptCopy(url, language, extendable);
    if (kept) return kept;
    return offlinePageResponse(language, needsConnection(url.pathname) ? "connection" : "unseen", await keptPages(language));
  }
}

/** Pictures: the kept copy first (they do not change under the same address), else the network. */
async function imageHandler({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const cache = await caches.open(IMAGE_CACHE);
  const kept = await cache.match(url.href);
  if (kept) {
    (event as ExtendableEvent).waitUntil(touchImage(url.href));
    return kept;
  }
  // A CORS answer has a size we can count; a backend without CORS gets an opaque one, shown but not kept.
  const readable = url.origin === self.location.origin ? await fetch(request) : await fetch(url, { mode: "cors", credentials: "omit" }).catch(() => null);
  if (readable?.ok) {
    (event as ExtendableEvent).waitUntil(keepImage(url.href, readable.clone()));
    return readable;
  }
  return fetch(request);
}

async function keepFirstPage({ page, assets }: { page?: unknown; assets?: unknown }): Promise<void> {
  const scripts = Array.isArray(assets) ? assets.filter((asset): asset is string => typeof asset === "string") : [];
  const cache = await caches.open(ASSET_CACHE);
  for (const asset of scripts) {
    const url = new URL(asset, self.location.origin);
    if (url.origin !== self.location.origin || !url.pathname.startsWith("/assets/") || (await cache.match(url))) continue;
    const response = await fetch(url).catch(() => null);
    if (response?.ok) await cache.put(url, response);
  }
  if (typeof page !== "string") return;
  const url = new URL(page, self.location.origin);
  if (url.origin !== self.location.origin || !keptPageKind(url.pathname)) return;
  const response = await fetch(url, { credentials: "same-origin" }).catch(() => null);
  if (response?.ok) await keepPage(url, response);
}

/**
 * Log out, log in (a phone may change hands): the pages read, the queued actions and the last
 * personal answer belong to the account that leaves. Pictures stay (nothing personal in them).
 */
async function forgetAccount(): Promise<void> {
  for (const name of await caches.keys()) {
    if (name === ACCOUNT_CACHE || PAGE_CACHE_PREFIXES.some((prefix) => name.startsWith(prefix))) await caches.delete(name);
  }
  await clearQueue();
}

async function lastSeenAccount(): Promise<string | null | undefined> {
  const stored = await (await caches.open(META_CACHE)).match(ACCOUNT_KEY);
  if (!stored) return undefined;
  const mark = await stored.text();
  return mark === "" ? null : mark;
}

/**
 * The personal parts (docs/decisions/040): from the network, which also tells whose session this
 * is; another account than the last one seen forgets the former's pages. Offline, the last answer,
 * so a page read without a connection still greets the shopper and counts their bag.
 */
async function personalHandler({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return (await caches.match(PERSONAL_PATH, { cacheName: ACCOUNT_CACHE })) ?? Response.error();
  }
  const body: unknown = response.ok ? await response.clone().json().catch(() => null) : null;
  const account = accountOf(body);
  if (account === undefined) return response;
  // Before the page sees the answer: a page kept from now on belongs to this account.
  if (accountChanged(await lastSeenAccount(), account)) await forgetAccount();
  await (await caches.open(META_CACHE)).put(ACCOUNT_KEY, new Response(account ?? ""));
  // Without the review form's standing: that was about one product only.
  const copy = JSON.stringify({ ...(body as object), review: null });
  await (await caches.open(ACCOUNT_CACHE)).put(PERSONAL_PATH, new Response(copy, { headers: { "Content-Type": "application/json" } }));
  return response;
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new version waits until the shopper asks for it (UpdatePrompt); the first one takes the page at once.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    { matcher: ({ request }) => request.mode === "navigate", handler: pageHandler },
    { matcher: ({ url }) => url.origin === self.location.origin && url.pathname === PERSONAL_PATH, handler: personalHandler },
    {
      // Hashed names: a kept copy never goes stale.
      matcher: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith("/assets/"),
      handler: new CacheFirst({ cacheName: ASSET_CACHE, plugins: [new ExpirationPlugin({ maxEntries: MAX_ASSETS })] }),
    },
    {
      matcher: ({ request, url }) => request.destination === "image" && isKeptImage(url, self.location.origin),
      handler: imageHandler,
    },
    {
      method: "POST",
      matcher: ({ url }) => url.origin === self.location.origin && url.pathname === "/resources/logout",
      handler: async ({ request, event }) => {
        (event as ExtendableEvent).waitUntil(forgetAccount());
        return fetch(request);
      },
    },
  ],
});

self.addEventListener("activate", (event) => {
  // An older build's scripts, and its pages that point at them: out with them.
  event.waitUntil(
    caches.keys().then(async (names) => {
      const current = [...Object.values(PAGE_CACHES), ASSET_CACHE];
      for (const name of names) {
        if (BUILD_CACHE_PREFIXES.some((prefix) => name.startsWith(prefix)) && !current.includes(name)) await caches.delete(name);
      }
    }),
  );
});

self.addEventListener("message", (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === "SKIP_WAITING") void self.skipWaiting();
  if (type === "REPLAY_QUEUE") event.waitUntil(replayQueue());
  if (type === "BUILD_ID") event.ports[0]?.postMessage(BUILD_ID);
  // The page that registered the worker loaded before it: keep it and its scripts now.
  if (type === "KEEP_FIRST_PAGE") {
    event.waitUntil(keepFirstPage(event.data as { page?: unknown; assets?: unknown }).then(refreshCatalogueFront));
  }
});

self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === QUEUE_SYNC_TAG) sync.waitUntil(replayQueue());
});

serwist.addEventListeners();
