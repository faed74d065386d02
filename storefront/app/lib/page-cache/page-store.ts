/**
 * The kept pages (docs/decisions/039): compressed answers by key, each for the catalogue version it
 * was drawn for, within a ceiling of bytes. The least recently served page goes first; a page of
 * another version or older than `maxAgeMs` is never served (a deal's end changes a page with time).
 */

export interface StoredPage {
  status: number;
  /** The answer's own headers, without its length or encoding (those depend on who asks). */
  headers: [string, string][];
  gzip: Buffer;
  br: Buffer;
  version: string;
  storedAt: number;
}

export interface PageStoreOptions {
  maxBytes: number;
  maxAgeMs: number;
  now?: () => number;
}

/** What a page costs the ceiling: both bodies, its headers and its key. */
export function pageBytes(key: string, page: StoredPage): number {
  const headerBytes = page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  return page.gzip.length + page.br.length + headerBytes + key.length;
}

export function createPageStore({ maxBytes, maxAgeMs, now = Date.now }: PageStoreOptions) {
  // A Map keeps insertion order: re-inserting on each hit makes its first key the least recently served.
  const pages = new Map<string, { page: StoredPage; bytes: number }>();
  let total = 0;

  function remove(key: string) {
    const held = pages.get(key);
    if (!held) return;
    pages.delete(key);
    total -= held.bytes;
  }

  return {
    get(key: string, version: string): StoredPage | undefined {
      const held = pages.get(key);
      if (!held) return undefined;
      if (held.page.version !== version || now() - held.page.storedAt >= maxAgeMs) {
        remove(key);
        return undefined;
      }
      pages.delete(key);
      pages.set(key, held);
      return held.page;
    },
    set(key: string, page: StoredPage): void {
      remove(key);
      const bytes = pageBytes(key, page);
      if (bytes > maxBytes) return;
      pages.set(key, { page, bytes });
      total += bytes;
      for (const oldest of pages.keys()) {
        if (total <= maxBytes) break;
        remove(oldest);
      }
    },
    bytes: () => total,
    size: () => pages.size,
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
