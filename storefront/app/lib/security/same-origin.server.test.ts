import { describe, expect, test } from "vitest";
import { isCrossSitePost } from "./same-origin.server";

const post = (url: string, origin?: string) =>
  new Request(url, { method: "POST", headers: origin ? { origin } : {} });

describe("isCrossSitePost", () => {
  const shop = "https://dreamshade.cm";

  test("refuses a post from another site or an opaque origin", () => {
    expect(isCrossSitePost(post(`${shop}/my-account`, "https://evil.example"), shop)).toBe(true);
    expect(isCrossSitePost(post(`${shop}/my-account`, "null"), shop)).toBe(true);
  });

  test("accepts the shop's own pages, by the request's host or the public address", () => {
    expect(isCrossSitePost(post(`${shop}/my-account`, shop), shop)).toBe(false);
    expect(isCrossSitePost(post("http://127.0.0.1:3000/my-account", "http://127.0.0.1:3000"), shop)).toBe(false);
    expect(isCrossSitePost(post("http://internal:3000/my-account", shop), shop)).toBe(false);
  });

  test("lets reads and posts without Origin through", () => {
    expect(isCrossSitePost(new Request(`${shop}/`, { headers: { origin: "https://evil.example" } }), shop)).toBe(false);
    expect(isCrossSitePost(post(`${shop}/logout`), shop)).toBe(false);
  });
});
