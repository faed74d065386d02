import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * How long a flush may wait for more of the page (ms). React Router's stream writer asks for a
 * flush after every chunk React writes (about 30 per home page, microseconds apart); a render that
 * really waits (a deferred loader) waits far longer than this, so its shell still leaves at once.
 */
export const FLUSH_DELAY_MS = 10;

type Flushable = ServerResponse & { flush?: () => void };

/**
 * Express middleware, after `compression()`: the compressor's `res.flush` is honoured at most once
 * per `FLUSH_DELAY_MS`, never after the response ended. Each honoured flush ends a deflate/brotli
 * block (a few hundred bytes of Huffman tables and lost context each), so honouring every React
 * chunk sent 46 kB of the home page where one gzip gives 25 kB; a page rendered in one go now ends
 * as one compressed body, and a streamed one still sends what is ready when the render waits.
 * docs/decisions/038-compression-and-honest-benchmarks.md.
 */
export function coalesceFlushes(_req: IncomingMessage, res: Flushable, next: () => void) {
  const flush = res.flush;
  if (typeof flush !== "function") return next();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  const cancel = () => {
    ended = true;
    clearTimeout(timer);
    timer = undefined;
  };
  res.flush = () => {
    if (ended || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (!ended) flush.call(res);
    }, FLUSH_DELAY_MS);
  };
  const end = res.end;
  res.end = function endOnce(this: Flushable, ...args: Parameters<typeof end>) {
    cancel();
    return end.apply(this, args);
  } as typeof res.end;
  res.once("close", cancel);
  next();
}
