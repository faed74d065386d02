/**
 * A form post must come from the shop's own pages. Browsers name the page's origin in `Origin` on
 * every POST; one from another site is refused even when a cookie would ride along (SameSite=Lax
 * already keeps ours off cross-site posts: this is the second lock). No `Origin` (an old browser,
 * a script) passes: SameSite still applies.
 */
export function isCrossSitePost(request: Request, publicUrl: string): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  const host = hostOf(origin);
  return host !== hostOf(request.url) && host !== hostOf(publicUrl);
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
