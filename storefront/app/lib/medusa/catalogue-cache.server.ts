import { z } from "zod";
import { env } from "~/lib/env.server";
import { getMedusa } from "./client.server";

/**
 * Catalogue answers (the home page's sections, product pages, the shop's listings) kept in this
 * server's memory while the catalogue stays the same: the backend's `GET /storefront/catalogue/version`
 * changes with any write to products, prices, stock, collections, tutorials or ratings, on every
 * backend server alike. The version is read again at most every second while pages are asked
 * for, in the background; when it is older than a few seconds (an idle shop) the page waits for
 * it, so a change made in the admin shows within seconds. Nothing personal goes through here:
 * carts, customers and checkout always ask the backend.
 */

const CHECK_EVERY_MS = 1_000;
/** Older than this, a request waits for a fresh version rather than serve what may be stale. */
const TRUST_FOR_MS = 3_000;
/** Even with no write, an answer is read again after this (a deal's end changes the answer with time). */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 500;

type Entry = { value: Promise<unknown>; version: string; at: number };

export interface CatalogueCacheOptions {
  readVersion: () => Promise<string>;
  now?: () => number;
}

/** The cache itself, its clock and its version source given (tests give their own). */
export function createCatalogueCache({ readVersion, now = Date.now }: CatalogueCacheOptions) {
  const entries = new Map<string, Entry>();
  let version: string | null = null;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;

  function check(): Promise<void> {
    checking ??= readVersion()
      .then(
        (read) => {
          version = read;
        },
        (error: unknown) => {
          // The backend is away: what is held keeps serving; a first request goes without the cache.
          console.warn(`Catalogue version unavailable: ${(error as Error).message}`);
        },
      )
      .finally(() => {
        checkedAt = now();
        checking = null;
      });
    return checking;
  }

  async function currentVersion(): Promise<string | null> {
    const age = now() - checkedAt;
    if (version === null || age >= TRUST_FOR_MS) await check();
    else if (age >= CHECK_EVERY_MS) void check();
    return version;
  }

  return {
    /**
     * `load`'s answer for `key`, kept while the catalogue's version stays the same. `load` is told
     * the version it reads for (null without one): a backend server that has not seen it yet
     * catches up before answering (the search, docs/decisions/031).
     */
    async read<T>(key: string, load: (version: string | null) => Promise<T>): Promise<T> {
      const current = await currentVersion();
      if (current === null) return load(null);
      const held = entries.get(key);
      if (held && held.version === current && now() - held.at < MAX_AGE_MS) {
        // Most recently used last: the oldest is the first to go.
        entries.delete(key);
        entries.set(key, held);
        return held.value as Promise<T>;
      }
      const value = load(current);
      const entry: Entry = { value, version: current, at: now() };
      entries.set(key, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    /** The version answers are kept for now (null: unknown), read again as `read` does. */
    version: currentVersion,
    /** This server just wrote to the catalogue (a review): the next read waits for the new version. */
    distrust() {
      checkedAt = 0;
    },
    size: () => entries.size,
  };
}

const VersionAnswer = z.object({ version: z.string() });

const shared = createCatalogueCache({
  readVersion: async () => {
    const sdk = await getMedusa();
    return VersionAnswer.parse(await sdk.client.fetch<unknown>("/storefront/catalogue/version")).version;
  },
});

/**
 * Called after this server's own write to the catalogue (a shopper's review changes the product's
 * rating): the page drawn next, usually within the second, must not show the old answer.
 */
export function catalogueWritten(): void {
  shared.distrust();
}

/**
 * The catalogue's version as this server knows it, learned by the same reads as the answers above
 * (at most one a second while pages are asked): whole pages are kept by it (docs/decisions/039).
 * Null when the backend cannot say or the cache is off.
 */
export function currentCatalogueVersion(): Promise<string | null> {
  return env.CATALOGUE_CACHE ? shared.version() : Promise.resolve(null);
}

/** Catalogue answers shared by every visitor: `key` must hold all that changes the answer (language, region, query). */
export function cachedCatalogueRead<T>(key: string, load: (version: string | null) => Promise<T>): Promise<T> {
  return env.CATALOGUE_CACHE ? shared.read(key, load) : load(null);
}
