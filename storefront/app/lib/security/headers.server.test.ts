import { describe, expect, test } from "vitest";
import { applyPageSecurityHeaders, contentSecurityPolicy, createNonce } from "./headers.server";

describe("page security headers", () => {
  test("the policy allows scripts by origin and nonce only, and no framing", () => {
    const policy = contentSecurityPolicy("abc123");
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy.match(/script-src[^;]*/)?.[0]).not.toContain("unsafe-inline");
  });

  test("each response gets its own nonce", () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  test("HSTS only on https, the policy only in production", () => {
    const onHttps = new Headers();
    applyPageSecurityHeaders(onHttps, { nonce: "n", https: true, production: true });
    expect(onHttps.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(onHttps.get("Content-Security-Policy")).toContain("'nonce-n'");
    expect(onHttps.get("X-Content-Type-Options")).toBe("nosniff");

    const local = new Headers();
    applyPageSecurityHeaders(local, { nonce: "n", https: false, production: false });
    expect(local.get("Strict-Transport-Security")).toBeNull();
    expect(local.get("Content-Security-Policy")).toBeNull();
    expect(local.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
});
