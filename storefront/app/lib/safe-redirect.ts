/**
 * A same-site path to send the shopper back to, or `fallback`. Only paths on this site are
 * accepted: absolute URLs, protocol-relative `//host` and backslash tricks are refused, so a
 * form field can never turn the shop into an open redirect.
 */
export function safeRedirectPath(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  const base = "http://same-site.invalid";
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return fallback;
  }
  // The parser drops tabs/newlines and resolves dot segments ("/.//evil.com" → "//evil.com"),
  // so judge the normalised result, not the input.
  if (url.origin !== base || url.pathname.startsWith("//") || url.pathname.startsWith("/\\")) {
    return fallback;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The path to come back to after switching language: same-site only, and without a `lng`
 * parameter, which would otherwise override the language just chosen.
 */
export function languageSwitchRedirectPath(to: unknown): string {
  const path = safeRedirectPath(to);
  const url = new URL(path, "http://same-site.invalid");
  url.searchParams.delete("lng");
  return `${url.pathname}${url.search}${url.hash}`;
}
