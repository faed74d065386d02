import { describe, expect, test } from "vitest";
import { pageCacheHeaders, PRIVATE_PAGE_CACHE, SHARED_PAGE_CACHE } from "./cache-control.server";

const ask = (path: string, cookie?: string, method = "GET") =>
  new Request(`http://shop.test${path}`, { method, headers: cookie ? { Cookie: cookie } : {} });
const answer = (headers: Record<string, string> = {}) => new Headers(headers);

describe("who may keep a page", () => {
  test("an anonymous visitor's catalogue pages may be kept by a shared cache, per language", () => {
    for (const path of ["/", "/shop", "/shop?q=karite", "/product/karite/details", "/faq", "/contact", "/product/karite/details.data"]) {
      expect(pageCacheHeaders(ask(path), 200, answer())).toEqual({ "Cache-Control": SHARED_PAGE_CACHE, Vary: "Cookie, Accept-Language, Save-Data" });
    }
    expect(pageCacheHeaders(ask("/shop", "lang=en"), 200, answer())["Cache-Control"]).toBe(SHARED_PAGE_CACHE);
  });

  test("a data-light page (Save-Data or the footer's switch) is kept apart, not made private", () => {
    expect(pageCacheHeaders(ask("/product/karite/details", "lang=en; data_light=b24%3D"), 200, answer())["Cache-Control"]).toBe(SHARED_PAGE_CACHE);
    expect(pageCacheHeaders(ask("/shop"), 200, answer()).Vary).toContain("Save-Data");
  });

  test("a session, a bag or any other cookie makes every page private", () => {
    for (const cookie of ["__session=abc", "cart=cart_1", "lang=fr; __session=abc", "cart_flash=1", "pending_favourite=x"]) {
      expect(pageCacheHeaders(ask("/", cookie), 200, answer())).toEqual({ "Cache-Control": PRIVATE_PAGE_CACHE });
    }
  });

  test("account, cart and checkout pages, errors, cookies set and posts are never shared", () => {
    for (const path of ["/cart", "/checkout", "/dashboard", "/dashboard/orders/order_1", "/login", "/my-favourites", "/products/x"]) {
      expect(pageCacheHeaders(ask(path), 200, answer())["Cache-Control"]).toBe(PRIVATE_PAGE_CACHE);
    }
    expect(pageCacheHeaders(ask("/product/gone/details"), 404, answer())["Cache-Control"]).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheHeaders(ask("/?lng=en"), 200, answer({ "Set-Cookie": "lang=en" }))["Cache-Control"]).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheHeaders(ask("/shop", undefined, "POST"), 200, answer())["Cache-Control"]).toBe(PRIVATE_PAGE_CACHE);
  });
});
