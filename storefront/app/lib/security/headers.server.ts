import { randomBytes } from "node:crypto";

/** A fresh value per response: a script can run only if it carries it (or comes from our origin). */
export const createNonce = () => randomBytes(16).toString("base64");

/**
 * The page's Content-Security-Policy. Scripts: our own files and inline scripts with this
 * response's nonce, never `unsafe-inline`. Styles allow inline ones (React `style` props and the
 * captcha widget's injected sheet): a nonce there would switch `unsafe-inline` off. Pictures may
 * come from the backend's `/uploads`, whose address differs per deployment. The captcha solves in
 * Web Workers made from `blob:` URLs; tutorial videos play in YouTube's privacy-enhanced frame.
 */
export function contentSecurityPolicy(nonce: string, { stripe = false }: { stripe?: boolean } = {}): string {
  // Stripe's documented origins for Stripe.js and its Payment Element (3-D Secure frames come from
  // hooks.stripe.com), on the card payment page only.
  const stripeScripts = stripe ? " https://js.stripe.com https://*.js.stripe.com" : "";
  const stripeFrames = stripe ? " https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com" : "";
  const stripeCalls = stripe ? " https://api.stripe.com" : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${stripeScripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src * data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${stripeCalls}`,
    "worker-src 'self' blob:",
    // The tutorials' videos, inserted when the shopper presses play.
    `frame-src https://www.youtube-nocookie.com${stripeFrames}`,
    "object-src 'none'",
    "base-uri 'self'",
    // "Place my order" with PayPal answers a redirect to PayPal's approval page; without JavaScript
    // that redirect ends the form's submission, which form-action governs.
    "form-action 'self' https://www.paypal.com https://www.sandbox.paypal.com",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every storefront answer carries; `https` adds HSTS (a public https address). */
export function baseSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/**
 * Sets the headers of an HTML page. The policy is left out in development, where Vite's hot
 * reload injects scripts of its own. `stripe`: the page loads Stripe.js (the card payment page).
 */
export function applyPageSecurityHeaders(
  headers: Headers,
  { nonce, https, production, stripe = false }: { nonce: string; https: boolean; production: boolean; stripe?: boolean },
): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders({ https }))) headers.set(name, value);
  if (production) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, { stripe }));
}
