import { describe, expect, test } from "vitest";
import {
  accountChanged,
  accountOf,
  categoryPages,
  fromPageCacheKey,
  imagesToEvict,
  isKeepableResponse,
  isKeptImage,
  keptPageKind,
  MAX_IMAGE_BYTES,
  needsConnection,
  pageCacheKey,
  pageLanguage,
  pageTitle,
  requestedLanguage,
} from "./cache-rules";

function page(headers: Record<string, string>, status = 200) {
  return { status, type: "basic" as ResponseType, headers: new Headers({ "Content-Type": "text/html; charset=utf-8", ...headers }) };
}

describe("what is kept", () => {
  test("the catalogue and informational pages are kept, products in their own bounded list", () => {
    expect(keptPageKind("/product/savon-noir/details")).toBe("product");
    expect(keptPageKind("/")).toBe("catalogue");
    expect(keptPageKind("/shop")).toBe("catalogue");
    expect(keptPageKind("/faq")).toBe("catalogue");
  });

  test.each([
    "/cart",
    "/checkout",
    "/checkout/card",
    "/checkout/confirmation/order_1",
    "/dashboard",
    "/dashboard/orders/order_1",
    "/my-account",
    "/my-favourites",
    "/login",
    "/resources/cart",
    "/resources/locales/fr/common",
    "/newsletter/confirm/token",
    "/product/savon/details/extra",
  ])("%s is never kept", (pathname) => {
    expect(keptPageKind(pathname)).toBeNull();
  });

  test("bag, checkout, account and payment pages need a connection; an unseen product does not", () => {
    for (const pathname of ["/cart", "/checkout", "/checkout/paypal/return", "/dashboard/orders/o_1", "/my-favourites", "/login"]) {
      expect(needsConnection(pathname)).toBe(true);
    }
    expect(needsConnection("/product/savon/details")).toBe(false);
    expect(needsConnection("/cartography")).toBe(false);
  });

  test("only a public, complete HTML page is kept", () => {
    expect(isKeepableResponse(page({ "Cache-Control": "public, max-age=0, s-maxage=30" }))).toBe(true);
    expect(isKeepableResponse(page({}))).toBe(true);
    expect(isKeepableResponse(page({ "Cache-Control": "private, no-store" }))).toBe(false);
    expect(isKeepableResponse(page({ "Cache-Control": "no-store" }))).toBe(false);
    expect(isKeepableResponse(page({ "Cache-Control": "private" }))).toBe(false);
    expect(isKeepableResponse(page({ "Set-Cookie": "lang=en" }))).toBe(false);
    expect(isKeepableResponse(page({}, 404))).toBe(false);
    expect(isKeepableResponse(page({}, 500))).toBe(false);
    expect(isKeepableResponse({ ...page({}), type: "opaque" })).toBe(false);
    expect(isKeepableResponse(page({ "Content-Type": "application/json" }))).toBe(false);
  });

  test("pictures: the backend's uploads and our icons, not another site's files", () => {
    const origin = "https://shop.example";
    expect(isKeptImage(new URL("https://api.shop.example/uploads/1-kit-400.webp"), origin)).toBe(true);
    expect(isKeptImage(new URL("https://shop.example/icons/icon-192.png"), origin)).toBe(true);
    expect(isKeptImage(new URL("https://tracker.example/pixel.gif"), origin)).toBe(false);
    expect(isKeptImage(new URL("https://shop.example/anything.png"), origin)).toBe(false);
  });
});

describe("the account the kept pages belong to", () => {
  test("another account than the last one seen (log in, log out, someone else) forgets what was kept", () => {
    expect(accountChanged("mark-a", null)).toBe(true);
    expect(accountChanged(null, "mark-b")).toBe(true);
    expect(accountChanged("mark-a", "mark-b")).toBe(true);
    expect(accountChanged("mark-a", "mark-a")).toBe(false);
    expect(accountChanged(null, null)).toBe(false);
    // The first answer the worker ever sees: nothing to compare with, nothing to forget.
    expect(accountChanged(undefined, "mark-a")).toBe(false);
  });

  test("reads the account's mark from the personal parts' answer only", () => {
    expect(accountOf({ account: "mark-a", customer: { firstName: "Awa" }, cartCount: 2, review: null })).toBe("mark-a");
    expect(accountOf({ account: null, customer: null, cartCount: 0, review: null })).toBeNull();
    expect(accountOf({ account: 3 })).toBeUndefined();
    expect(accountOf(null)).toBeUndefined();
    expect(accountOf("text")).toBeUndefined();
  });

  test("a signed-in shopper's catalogue page is kept like anyone's; a page with a one-time message is not", () => {
    // The server's headers for each (cache-control.server.ts): shared for the catalogue page, private with a flash.
    expect(isKeepableResponse(page({ "Cache-Control": "public, max-age=0, s-maxage=30, stale-while-revalidate=60", Vary: "Cookie" }))).toBe(true);
    expect(isKeepableResponse(page({ "Cache-Control": "private, no-store", "Set-Cookie": "flash=; Max-Age=0" }))).toBe(false);
  });
});

describe("languages", () => {
  test("a page is keyed by its language: the French copy never answers the English shopper", () => {
    const url = new URL("https://shop.example/product/savon/details?x=1#reviews");
    const fr = pageCacheKey(url, "fr");
    const en = pageCacheKey(url, "en");
    expect(fr).not.toBe(en);
    expect(fromPageCacheKey(fr)).toEqual({ url: "/product/savon/details?x=1", language: "fr" });
    expect(fromPageCacheKey(en)).toEqual({ url: "/product/savon/details?x=1", language: "en" });
  });

  test("`?lng=` is the language asked for and not part of the key", () => {
    const url = new URL("https://shop.example/?lng=en");
    expect(requestedLanguage(url, "fr")).toBe("en");
    expect(pageCacheKey(url, "en")).toBe(pageCacheKey(new URL("https://shop.example/"), "en"));
    expect(requestedLanguage(new URL("https://shop.example/?lng=de"), "en")).toBe("en");
    expect(requestedLanguage(new URL("https://shop.example/"), null)).toBe("fr");
  });

  test("reads the page's language and title", () => {
    const html = '<!DOCTYPE html><html lang="en" dir="ltr"><head><title>Black soap | DreamShade &amp; co</title></head>';
    expect(pageLanguage(html)).toBe("en");
    expect(pageTitle(html)).toBe("Black soap | DreamShade & co");
    expect(pageLanguage('<html lang="de">')).toBeNull();
  });
});

describe("eviction", () => {
  test("drops the least recently used pictures until the rest fits", () => {
    const images = [
      { url: "a", bytes: 10, lastUsed: 3 },
      { url: "b", bytes: 10, lastUsed: 1 },
      { url: "c", bytes: 10, lastUsed: 2 },
      { url: "d", bytes: 10, lastUsed: 4 },
    ];
    expect(imagesToEvict(images, 40)).toEqual([]);
    expect(imagesToEvict(images, 25)).toEqual(["b", "c"]);
    expect(imagesToEvict(images, 0)).toEqual(["b", "c", "a", "d"]);
  });

  test("the ceiling is 25 MB", () => {
    const megabyte = 1024 * 1024;
    const images = Array.from({ length: 30 }, (_, index) => ({ url: `i${index}`, bytes: megabyte, lastUsed: index }));
    expect(MAX_IMAGE_BYTES).toBe(25 * megabyte);
    expect(imagesToEvict(images, MAX_IMAGE_BYTES)).toEqual(["i0", "i1", "i2", "i3", "i4"]);
  });
});

test("the shop's category pages come from its category filter", () => {
  const html =
    '<input type="checkbox" name="brand" value="moringa"/><input type="checkbox" name="category" value="makeup"/>' +
    '<input name="category" type="checkbox" value="skincare" checked=""/><input type="checkbox" name="category" value="makeup"/>';
  expect(categoryPages(html)).toEqual(["/shop?category=makeup", "/shop?category=skincare"]);
  expect(categoryPages(html, 1)).toEqual(["/shop?category=makeup"]);
});
