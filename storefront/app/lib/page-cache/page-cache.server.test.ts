import { gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { applyPageCacheHeaders, PRIVATE_PAGE_CACHE, SHARED_PAGE_CACHE } from "~/lib/security/cache-control.server";
import { contentSecurityPolicy } from "~/lib/security/headers.server";
import { createPageCache, type PageAnswer } from "./page-cache.server";
import { createPageStore, type StoredPage } from "./page-store";
import { isSharedAnswer, variantOf } from "./shared-answer.server";

type Draw = (request: Request) => { status?: number; headers?: Record<string, string>; body?: string };

/** A page cache over a stand-in for React Router that answers as entry.server.tsx does. */
function setUp(draw: Draw = () => ({})) {
  let version: string | null = "v1";
  const drawn: Request[] = [];
  let release: () => void = () => {};
  let gate: Promise<void> | null = null;
  const cache = createPageCache({
    store: createPageStore({ maxBytes: 1_000_000, maxAgeMs: 60_000 }),
    version: async () => version,
    isShared: isSharedAnswer,
    variantOf,
    draw: async (request) => {
      drawn.push(request);
      if (gate) await gate;
      const { status = 200, headers = {}, body = `<html><script nonce="abc">go()</script>${request.url}</html>` } = draw(request);
      const responseHeaders = new Headers({ "Content-Type": "text/html; charset=utf-8", ...headers });
      responseHeaders.set("Content-Security-Policy", contentSecurityPolicy("abc"));
      applyPageCacheHeaders(request, status, responseHeaders);
      return new Response(body, { status, headers: responseHeaders });
    },
  });
  return {
    cache,
    drawn,
    setVersion: (next: string | null) => {
      version = next;
    },
    hold: () => {
      gate = new Promise((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
    },
    release: () => release(),
  };
}

const ask = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(`http://shop.test${path}`, { method, headers });
const kept = (answer: PageAnswer | undefined): StoredPage => {
  if (!answer || !("kept" in answer)) throw new Error(`not a kept page: ${JSON.stringify(answer)}`);
  return answer.kept;
};
const html = (page: StoredPage) => gunzipSync(page.gzip).toString("utf8");
const header = (page: StoredPage, name: string) => page.headers.find(([key]) => key === name)?.[1];

describe("pages kept per catalogue version", () => {
  test("a shared page is drawn once, the first visitor getting the drawing, then served kept with its headers", async () => {
    const shop = setUp();
    const drawing = await shop.cache.answer(ask("/shop?sort=price"));
    if (!drawing || !("drawn" in drawing)) throw new Error("the first visitor must get the drawing itself");
    expect(drawing.drawn.headers.get("Content-Security-Policy")).toContain("'nonce-abc'");
    const first = kept(await shop.cache.answer(ask("/shop?sort=price")));
    const again = kept(await shop.cache.answer(ask("/shop?sort=price")));
    expect(shop.drawn).toHaveLength(1);
    expect(again).toBe(first);
    expect(html(first)).toBe(drawing.drawn.body.toString("utf8"));
    expect(html(first)).toContain("/shop?sort=price");
    expect(header(first, "cache-control")).toBe(SHARED_PAGE_CACHE);
    expect(header(first, "vary")).toBe("Cookie, Accept-Language, Save-Data");
    expect(header(first, "content-type")).toBe("text/html; charset=utf-8");
    // The nonce, readable by anyone served the page, is replaced by the inline scripts' hashes.
    expect(header(first, "content-security-policy")).not.toContain("nonce");
    expect(header(first, "content-security-policy")).toMatch(/script-src 'sha256-[\w+/=]+' 'self'/);
  });

  test("each URL, language and data-light mode is a page of its own", async () => {
    const shop = setUp();
    await shop.cache.answer(ask("/shop"));
    await shop.cache.answer(ask("/shop?page=2"));
    await shop.cache.answer(ask("/shop", { Cookie: "lang=ImVuIg%3D%3D" }));
    await shop.cache.answer(ask("/shop", { "Save-Data": "on" }));
    await shop.cache.answer(ask("/shop", { Cookie: "data_light=Im9mZiI%3D", "Save-Data": "on" }));
    await shop.cache.answer(ask("/shop.data"));
    expect(shop.drawn).toHaveLength(6);
    // Accept-Language is not read by the app (French unless chosen): same page.
    await shop.cache.answer(ask("/shop", { "Accept-Language": "en" }));
    expect(shop.drawn).toHaveLength(6);
  });

  test("a new catalogue version draws the page again; no version, nothing is kept", async () => {
    const shop = setUp();
    await shop.cache.answer(ask("/"));
    expect(kept(await shop.cache.answer(ask("/"))).version).toBe("v1");
    shop.setVersion("v2");
    await shop.cache.answer(ask("/"));
    expect(kept(await shop.cache.answer(ask("/"))).version).toBe("v2");
    expect(shop.drawn).toHaveLength(2);
    shop.setVersion(null);
    expect(await shop.cache.answer(ask("/"))).toBeUndefined();
  });

  test("visitors asking for one page while it is drawn share that drawing", async () => {
    const shop = setUp();
    shop.hold();
    const answers = Promise.all([1, 2, 3, 4, 5].map(() => shop.cache.answer(ask("/product/karite/details"))));
    await new Promise((resolve) => setTimeout(resolve, 10));
    shop.release();
    const [first, ...others] = await answers;
    expect(first && "drawn" in first).toBe(true);
    const pages = others.map(kept);
    expect(shop.drawn).toHaveLength(1);
    for (const page of pages) expect(page).toBe(pages[0]);
  });

  test("an answer setting a cookie, an error or a private page is never kept nor shared with others", async () => {
    const shop = setUp((request) =>
      request.url.includes("campaign=") ? { headers: { "Set-Cookie": "lang=en; Path=/" } } : request.url.includes("gone") ? { status: 404 } : {},
    );
    // A request the app already knows to be personal (`?lng=` sets the language cookie) is not the cache's.
    expect(await shop.cache.answer(ask("/?lng=en"))).toBeUndefined();
    expect(shop.drawn).toHaveLength(0);
    shop.hold();
    const waiting = Promise.all([shop.cache.answer(ask("/?campaign=x")), shop.cache.answer(ask("/?campaign=x"))]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    shop.release();
    for (const answer of await waiting) {
      if (!answer || !("drawn" in answer)) throw new Error("a cookie-setting answer was kept");
      expect(answer.drawn.headers.get("Set-Cookie")).toBe("lang=en; Path=/");
    }
    // Each visitor got its own drawing, and the next one draws again.
    expect(shop.drawn).toHaveLength(2);
    await shop.cache.answer(ask("/?campaign=x"));
    expect(shop.drawn).toHaveLength(3);

    const gone = await shop.cache.answer(ask("/product/gone/details"));
    expect(gone && "drawn" in gone && gone.drawn.status).toBe(404);
    expect(gone && "drawn" in gone && gone.drawn.headers.get("Cache-Control")).toBe(PRIVATE_PAGE_CACHE);
    await shop.cache.answer(ask("/product/gone/details"));
    expect(shop.drawn).toHaveLength(5);
  });

  test("a visitor whose cookies make pages personal is never served a kept page; other pages and posts pass by", async () => {
    const shop = setUp();
    await shop.cache.answer(ask("/"));
    for (const cookie of ["__session=abc", "cart=cart_1", "lang=ImZyIg%3D%3D; cart_flash=1"]) {
      expect(await shop.cache.answer(ask("/", { Cookie: cookie }))).toBeUndefined();
    }
    expect(await shop.cache.answer(ask("/cart"))).toBeUndefined();
    expect(await shop.cache.answer(ask("/checkout"))).toBeUndefined();
    expect(await shop.cache.answer(ask("/", {}, "POST"))).toBeUndefined();
    expect(shop.drawn).toHaveLength(1);
  });

  test("HEAD is answered from a kept page, and left to React Router when none is kept", async () => {
    const shop = setUp();
    expect(await shop.cache.answer(ask("/faq", {}, "HEAD"))).toBeUndefined();
    await shop.cache.answer(ask("/faq"));
    await shop.cache.answer(ask("/faq"));
    expect(kept(await shop.cache.answer(ask("/faq", {}, "HEAD"))).status).toBe(200);
    expect(shop.drawn).toHaveLength(1);
  });

  test("a drawing that fails lets the next visitor draw again", async () => {
    let fail = true;
    const shop = setUp(() => {
      if (fail) throw new Error("backend away");
      return {};
    });
    await expect(shop.cache.answer(ask("/"))).rejects.toThrow("backend away");
    fail = false;
    await shop.cache.answer(ask("/"));
    expect(kept(await shop.cache.answer(ask("/"))).status).toBe(200);
  });
});
