import { describe, expect, test } from "vitest";
import { isSharedPageRequest, lacksPersonalHint, pageCacheHeaders, PRIVATE_PAGE_CACHE, SHARED_PAGE_CACHE } from "./cache-control.server";

const ask = (path: string, cookie?: string, method = "GET") =>
  new Request(`http://shop.test${path}`, { method, headers: cookie ? { Cookie: cookie } : {} });
const answer = (headers: Record<string, string> = {}) => new Headers(headers);
const SHARED = { "Cache-Control": SHARED_PAGE_CACHE, Vary: "Cookie, Accept-Language, Save-Data" };

describe("who may keep a page", () => {
  test("an anonymous visitor's catalogue pages may be kept by a shared cache, per language", () => {
    for (const path of ["/", "/shop", "/shop?q=karite", "/product/karite/details", "/product/karite/details?reviews=2", "/faq", "/contact", "/product/karite/details.data"]) {
      expect(pageCacheHeaders(ask(path), 200, answer())).toEqual(SHARED);
    }
    expect(pageCacheHeaders(ask("/shop", "lang=en"), 200, answer())["Cache-Control"]).toBe(SHARED_PAGE_CACHE);
  });

  test("a data-light page (Save-Data or the footer's switch) is kept apart, not made private", () => {
    expect(pageCacheHeaders(ask("/product/karite/details", "lang=en; data_light=b24%3D"), 200, answer())["Cache-Control"]).toBe(SHARED_PAGE_CACHE);
    expect(pageCacheHeaders(ask("/shop"), 200, answer()).Vary).toContain("Save-Data");
  });

  test("a signed-in shopper or one with a bag gets the same shared catalogue page, once the hint is set", () => {
    for (const cookie of ["__session=abc; ds_personal=1", "cart=cart_1; ds_personal=1", "lang=fr; __session=abc; cart=x; ds_personal=1", "pending_favourite=x"]) {
      expect(isSharedPageRequest(ask("/product/karite/details", cookie)), cookie).toBe(true);
      expect(pageCacheHeaders(ask("/", cookie), 200, answer()), cookie).toEqual(SHARED);
    }
  });

  test("a session or a bag without the hint gets a private answer (it sets the hint)", () => {
    for (const cookie of ["__session=abc", "cart=cart_1", "lang=en; cart=cart_1"]) {
      expect(lacksPersonalHint(ask("/", cookie))).toBe(true);
      expect(pageCacheHeaders(ask("/", cookie), 200, answer())).toEqual({ "Cache-Control": PRIVATE_PAGE_CACHE });
    }
    expect(lacksPersonalHint(ask("/", "lang=en"))).toBe(false);
    expect(lacksPersonalHint(ask("/", "cart=c; ds_personal=1"))).toBe(false);
  });

  test("a one-time message, an unknown cookie, `?lng=` or `?review=` make the page personal", () => {
    for (const cookie of ["flash=abc; __session=x; ds_personal=1", "cart_flash=1", "lang=fr; tracker=1"]) {
      expect(isSharedPageRequest(ask("/shop", cookie)), cookie).toBe(false);
      expect(pageCacheHeaders(ask("/shop", cookie), 200, answer())).toEqual({ "Cache-Control": PRIVATE_PAGE_CACHE });
    }
    for (const path of ["/?lng=en", "/product/karite/details?review=write", "/product/karite/details?review=sent"]) {
      expect(isSharedPageRequest(ask(path)), path).toBe(false);
    }
  });

  test("account, cart and checkout pages, errors, cookies set and posts are never shared", () => {
    for (const path of ["/cart", "/checkout", "/dashboard", "/dashboard/orders/order_1", "/login", "/my-favourites", "/products/x", "/resources/personal"]) {
      expect(pageCacheHeaders(ask(path), 200, answer())["Cache-Control"]).toBe(PRIVATE_PAGE_CACHE);
    }
    expect(pageCacheHeaders(ask("/product/gone/details"), 404, answer())["Cache-Control"]).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheHeaders(ask("/", "lang=fr"), 200, answer({ "Set-Cookie": "lang=en" }))["Cache-Control"]).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheHeaders(ask("/shop", undefined, "POST"), 200, answer())["Cache-Control"]).toBe(PRIVATE_PAGE_CACHE);
    expect(isSharedPageRequest(ask("/shop", undefined, "POST"))).toBe(false);
  });
});
