/**
 * The product page's address (spec §2): `/product/{handle}/details`. The one place cards and
 * lists build it.
 */
export function productDetailsPath(handle: string): string {
  return `/product/${encodeURIComponent(handle)}/details`;
}
