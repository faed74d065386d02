import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { compressPage } from "./encodings.server";
import type { PageAnswer } from "./page-cache.server";
import { sendAnswer } from "./send-answer.server";

const HTML = `<!DOCTYPE html><html><body>${"<p>Savon noir de Limbé</p>".repeat(300)}</body></html>`;
let answer: PageAnswer;
let server: http.Server;
let base: string;

beforeAll(async () => {
  const kept = {
    status: 200,
    headers: [
      ["content-type", "text/html; charset=utf-8"],
      ["cache-control", "public, max-age=0, s-maxage=30, stale-while-revalidate=60"],
      ["vary", "Cookie, Accept-Language, Save-Data"],
    ] as [string, string][],
    ...(await compressPage(Buffer.from(HTML))),
    version: "v1",
    storedAt: Date.now(),
  };
  server = http.createServer((req, res) => {
    const current =
      req.url === "/drawn"
        ? { drawn: { status: 200, headers: new Headers([["content-type", "text/html"], ["set-cookie", "a=1"], ["set-cookie", "b=2"]]), body: Buffer.from("drawn") } }
        : answer;
    sendAnswer(res, current, req.headers["accept-encoding"], req.method === "HEAD");
  });
  answer = { kept };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, headers: Record<string, string>, method = "GET") {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

describe("sending a kept page", () => {
  test("in the encoding the client takes, with its length and Vary: Accept-Encoding", async () => {
    const br = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(HTML);
    expect(br.headers.vary).toBe("Cookie, Accept-Language, Save-Data, Accept-Encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=60");
    expect(br.headers["content-type"]).toBe("text/html; charset=utf-8");

    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(HTML);

    const plain = await get("/", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(HTML);
    expect(Number(plain.headers["content-length"])).toBe(Buffer.byteLength(HTML));
  });

  test("HEAD gets the headers alone", async () => {
    const head = await get("/", { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });

  test("a drawn answer goes out as drawn, every cookie it sets with it", async () => {
    const drawn = await get("/drawn", { "accept-encoding": "br" });
    expect(drawn.body.toString()).toBe("drawn");
    expect(drawn.headers["set-cookie"]).toEqual(["a=1", "b=2"]);
    expect(drawn.headers["content-encoding"]).toBeUndefined();
  });
});
