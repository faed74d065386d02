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

  test("Stripe's origins only where asked (the card page), never elsewhere", () => {
    const plain = contentSecurityPolicy("n");
    expect(plain).not.toContain("stripe.com");
    const card = contentSecurityPolicy("n", { stripe: true });
    expect(card).toContain("script-src 'self' 'nonce-n' https://js.stripe.com https://*.js.stripe.com");
    expect(card).toContain("frame-src https://www.youtube-nocookie.com https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com");
    expect(card).toContain("connect-src 'self' https://api.stripe.com");
    expect(card.match(/script-src[^;]*/)?.[0]).not.toContain("unsafe-inline");
    const headers = new Headers();
    applyPageSecurityHeaders(headers, { nonce: "n", https: true, production: true, stripe: true });
    expect(headers.get("Content-Security-Policy")).toContain("https://js.stripe.com");
  });
});
