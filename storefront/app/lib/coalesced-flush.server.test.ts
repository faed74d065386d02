import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import zlib from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { coalesceFlushes } from "./coalesced-flush.server";

// A page like the shop's: product cards with varied names and prices, about 150 kB of HTML.
const cards = Array.from({ length: 400 }, (_, index) => {
  const price = ((index * 7919) % 40_000) + 1_500;
  return `<li class="card"><a href="/product/soin-${index}-${(index * 31) % 97}/details"><img src="/assets/p${index}.webp" alt="Soin ${index}" width="320" height="320"/><h3 class="card-title">Crème hydratante n°${index} au karité</h3><p class="price">${price.toLocaleString("fr-FR")} FCFA</p></a></li>`;
});
const PAGE = `<!DOCTYPE html><html lang="fr"><head><title>DreamShade</title></head><body><ul>${cards.join("")}</ul></body></html>`;
/** The page in about 30 pieces, as React writes a home page. */
const PIECES = Array.from({ length: 30 }, (_, index) => PAGE.slice((index * PAGE.length) / 30, ((index + 1) * PAGE.length) / 30));

/** A stream of pieces, each after `pauseBefore(index)` ms (0: at once), given to React Router's own writer. */
function pageStream(pauseBefore: (index: number) => number) {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (index === PIECES.length) return controller.close();
      const pause = pauseBefore(index);
      if (pause) await sleep(pause);
      controller.enqueue(new TextEncoder().encode(PIECES[index++]));
    },
  });
}

let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.use(coalesceFlushes);
  // As @react-router/express sends a page: every chunk written, then `res.flush()` when there is one.
  app.get("/page", async (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    await writeReadableStreamToWritable(pageStream(() => 0), res);
  });
  app.get("/waiting-page", async (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    // The shell (the first 10 pieces) at once, then a deferred loader keeps the rest 400 ms.
    await writeReadableStreamToWritable(pageStream((index) => (index === 10 ? 400 : 0)), res);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The raw answer as it crossed the wire (not decompressed), with when each piece arrived. */
function getRaw(path: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; body: Buffer; arrivals: { at: number; bytes: Buffer }[] }>((resolve, reject) => {
    const started = performance.now();
    http
      .get(`${base}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const arrivals: { at: number; bytes: Buffer }[] = [];
        response.on("data", (bytes: Buffer) => arrivals.push({ at: performance.now() - started, bytes }));
        response.on("end", () =>
          resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(arrivals.map((arrival) => arrival.bytes)), arrivals }),
        );
      })
      .on("error", reject);
  });
}

describe("compression of a streamed page", () => {
  test("gzips a page written in 30 flushed chunks to within 10 % of one gzip of the whole page", async () => {
    const answer = await getRaw("/page", "gzip, deflate");
    expect(answer.encoding).toBe("gzip");
    expect(zlib.gunzipSync(answer.body).toString("utf8")).toBe(PAGE);
    expect(answer.body.length).toBeLessThanOrEqual(zlib.gzipSync(PAGE).length * 1.1);
  });

  test("serves brotli to a browser that accepts it, within 10 % of one brotli of the whole page", async () => {
    const answer = await getRaw("/page", "gzip, deflate, br, zstd");
    expect(answer.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(answer.body).toString("utf8")).toBe(PAGE);
    // compression()'s brotli quality (4): the same setting on the whole page at once.
    const once = zlib.brotliCompressSync(PAGE, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(answer.body.length).toBeLessThanOrEqual(once.length * 1.1);
  });

  test("still sends the shell at once when the render waits, and the page is whole at the end", async () => {
    const answer = await getRaw("/waiting-page", "gzip");
    const shell = PIECES.slice(0, 10).join("");
    const beforeTheWait = answer.arrivals.filter((arrival) => arrival.at < 300);
    expect(beforeTheWait.length).toBeGreaterThan(0);
    // What arrived before the wait ended decompresses (a sync flush ends on a byte boundary) to the whole shell.
    const early = zlib.gunzipSync(Buffer.concat(beforeTheWait.map((arrival) => arrival.bytes)), { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    expect(early.toString("utf8")).toBe(shell);
    expect(zlib.gunzipSync(answer.body).toString("utf8")).toBe(PAGE);
  });
});
