import { describe, expect, test } from "vitest";
import { isCrossSiteWrite } from "./origin-guard.server";

const SHOP = "https://shop.example.cm";

const request = (method: string, headers: Record<string, string> = {}, url = "http://127.0.0.1:3000/resources/cart") =>
  new Request(url, { method, headers });

describe("isCrossSiteWrite", () => {
  test("refuses a write from another site, whatever the route or method", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(isCrossSiteWrite(request(method, { origin: "https://evil.example" }), SHOP)).toBe(true);
    }
    expect(isCrossSiteWrite(request("POST", { origin: "https://evil.example" }, "http://127.0.0.1:3000/resources/logout"), SHOP)).toBe(true);
    // A sibling sub-domain or another port is another origin too.
    expect(isCrossSiteWrite(request("POST", { origin: "https://admin.shop.example.cm" }), SHOP)).toBe(true);
    expect(isCrossSiteWrite(request("POST", { origin: "http://127.0.0.1:9000" }), SHOP)).toBe(true);
  });

  test("refuses an opaque or malformed Origin", () => {
    expect(isCrossSiteWrite(request("POST", { origin: "null" }), SHOP)).toBe(true);
    expect(isCrossSiteWrite(request("POST", { origin: "not a url" }), SHOP)).toBe(true);
  });

  test("accepts the shop's own origin, as the request reached it or as configured behind a proxy", () => {
    expect(isCrossSiteWrite(request("POST", { origin: "http://127.0.0.1:3000" }), SHOP)).toBe(false);
    expect(isCrossSiteWrite(request("POST", { origin: SHOP }), SHOP)).toBe(false);
    expect(isCrossSiteWrite(request("POST", { origin: "https://shop.example.cm:443" }), SHOP)).toBe(false);
  });

  test("without Origin, follows Sec-Fetch-Site when a browser sent it", () => {
    expect(isCrossSiteWrite(request("POST", { "sec-fetch-site": "cross-site" }), SHOP)).toBe(true);
    expect(isCrossSiteWrite(request("POST", { "sec-fetch-site": "same-site" }), SHOP)).toBe(true);
    expect(isCrossSiteWrite(request("POST", { "sec-fetch-site": "same-origin" }), SHOP)).toBe(false);
    expect(isCrossSiteWrite(request("POST", { "sec-fetch-site": "none" }), SHOP)).toBe(false);
    // No browser sent it (no cookie of a shopper's rides along): let through.
    expect(isCrossSiteWrite(request("POST"), SHOP)).toBe(false);
  });

  test("never looks at reads", () => {
    expect(isCrossSiteWrite(request("GET", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }), SHOP)).toBe(false);
    expect(isCrossSiteWrite(request("HEAD", { origin: "https://evil.example" }), SHOP)).toBe(false);
  });
});
