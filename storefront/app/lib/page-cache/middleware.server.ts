import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler, type ServerBuild } from "react-router";
import { env } from "~/lib/env.server";
import { currentCatalogueVersion } from "~/lib/medusa/catalogue-cache.server";
import { createPageCache } from "./page-cache.server";
import { createPageStore } from "./page-store";
import { sendAnswer } from "./send-answer.server";
import { isSharedAnswer, variantOf } from "./shared-answer.server";

/** Even with no write, a page is drawn again after this: a deal's end changes it with time (as catalogue-cache.server.ts). */
const MAX_AGE_MS = 60_000;

type ExpressRequest = IncomingMessage & { protocol: string; originalUrl: string; get(name: string): string | undefined };

/** The Fetch request React Router would be given for this one (headers only: pages are GET or HEAD). */
function fetchRequestOf(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, { method: req.method, headers });
}

/**
 * Express middleware for server.js, before React Router's handler: shared catalogue answers from
 * the kept pages (docs/decisions/039); everything else goes on to React Router untouched. Off with
 * `PAGE_CACHE=false` or without the catalogue cache (no version to keep pages by).
 */
export function pageCacheMiddleware(build: ServerBuild, mode?: string) {
  const pages = createPageCache({
    store: createPageStore({ maxBytes: env.PAGE_CACHE_MAX_BYTES, maxAgeMs: MAX_AGE_MS }),
    version: currentCatalogueVersion,
    isShared: isSharedAnswer,
    variantOf,
    draw: createRequestHandler(build, mode),
  });
  const enabled = env.PAGE_CACHE && env.CATALOGUE_CACHE;
  return (req: ExpressRequest, res: ServerResponse, next: (error?: unknown) => void) => {
    if (!enabled || (req.method !== "GET" && req.method !== "HEAD")) return next();
    pages
      .answer(fetchRequestOf(req))
      .then((answer) => (answer ? sendAnswer(res, answer, req.headers["accept-encoding"], req.method === "HEAD") : next()))
      .catch(next);
  };
}
