import { compressPage } from "./encodings.server";
import type { PageStore, StoredPage } from "./page-store";
import { policyWithScriptHashes } from "./script-hashes.server";

/**
 * Whole catalogue answers (HTML pages and React Router's `.data` answers) drawn once per catalogue
 * version and kept compressed (docs/decisions/039). What may be kept is exactly what the app marks
 * shared (`pageCacheHeaders`, app/lib/security/cache-control.server.ts): asked before drawing, with
 * this request, so a visitor whose cookies make the page personal is never served a kept one, and
 * read again on the drawn answer, so an answer that turned out private, an error or one setting a
 * cookie is never kept. Visitors asking for the same key while it is drawn wait for that one drawing.
 * The first visitor gets the drawing itself, as React Router would have answered it.
 */

/** A drawn answer that was not kept: sent as it is, to the visitor it was drawn for only. */
export interface DrawnAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
}

export type PageAnswer = { kept: StoredPage } | { drawn: DrawnAnswer };

export interface PageCacheOptions {
  store: PageStore;
  /** The catalogue's version as this server knows it, null when unknown (then nothing is kept). */
  version: () => Promise<string | null>;
  /** Whether the app marks this answer shared (`pageCacheHeaders`'s verdict). */
  isShared: (request: Request, status: number, headers: Headers) => boolean;
  /** Everything besides the URL that changes a shared answer (`Vary`): its language and data-light mode. */
  variantOf: (request: Request) => Promise<string>;
  /** React Router's handler. */
  draw: (request: Request) => Promise<Response>;
  now?: () => number;
}

/** Headers that belong to one transfer, not to the answer. */
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date"]);

export function createPageCache({ store, version, isShared, variantOf, draw, now = Date.now }: PageCacheOptions) {
  const drawing = new Map<string, Promise<StoredPage | null>>();

  async function drawn(request: Request): Promise<DrawnAnswer> {
    const response = await draw(request);
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  }

  async function keep(request: Request, answer: DrawnAnswer, atVersion: string): Promise<StoredPage | null> {
    if (answer.headers.has("Set-Cookie") || !isShared(request, answer.status, answer.headers)) return null;
    const headers: [string, string][] = [];
    for (const [name, value] of answer.headers) {
      if (TRANSFER_HEADERS.has(name)) continue;
      headers.push([name, name === "content-security-policy" ? policyWithScriptHashes(value, answer.body.toString("utf8")) : value]);
    }
    return { status: answer.status, headers, ...(await compressPage(answer.body)), version: atVersion, storedAt: now() };
  }

  return {
    /**
     * The answer for `request` from the kept pages, drawn and kept if missing; undefined when the
     * request is not for a shared page (or a HEAD for one not kept yet): React Router answers it.
     */
    async answer(request: Request): Promise<PageAnswer | undefined> {
      const method = request.method;
      if (method !== "GET" && method !== "HEAD") return undefined;
      const asGet = method === "GET" ? request : new Request(request.url, { headers: request.headers });
      if (!isShared(asGet, 200, new Headers())) return undefined;
      const atVersion = await version();
      if (atVersion === null) return undefined;
      const key = `${request.url}\n${await variantOf(request)}`;
      const held = store.get(key, atVersion);
      if (held) return { kept: held };
      if (method === "HEAD") return undefined;

      const flight = `${atVersion}\n${key}`;
      const running = drawing.get(flight);
      if (running) {
        const page = await running.catch(() => null);
        // Not kept (private, an error, a cookie set): this visitor's own drawing, never another's.
        return page ? { kept: page } : { drawn: await drawn(request) };
      }
      // The visitor who asked first gets the drawn answer at once (compressed on the way out, as
      // any page); the kept copy is compressed meanwhile, and whoever asks in between waits for it.
      const answer = drawn(request);
      const page = answer.then((result) => keep(request, result, atVersion));
      drawing.set(flight, page);
      page
        .then((kept) => kept && store.set(key, kept))
        .catch(() => undefined)
        .finally(() => drawing.delete(flight));
      return { drawn: await answer };
    },
  };
}
