/** One page of the sitemap: a path of the shop and, when known, when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string | Date | null;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** `YYYY-MM-DD` (W3C date), or null for a missing or invalid date. */
function w3cDate(value: SitemapEntry["lastmod"]): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/**
 * A sitemap (sitemaps.org 0.9) of absolute URLs. URLs carry no language: the bare URL is French
 * (the default) and `?lng=en` the English page, so each entry lists both as alternates.
 */
export function buildSitemap(baseUrl: string, entries: readonly SitemapEntry[]): string {
  const base = baseUrl.replace(/\/+$/, "");
  const urls = entries.map((entry) => {
    const loc = `${base}${entry.path}`;
    const english = `${loc}${loc.includes("?") ? "&" : "?"}lng=en`;
    const lastmod = w3cDate(entry.lastmod);
    return [
      "  <url>",
      `    <loc>${escapeXml(loc)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      `    <xhtml:link rel="alternate" hreflang="fr" href="${escapeXml(loc)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${escapeXml(english)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(loc)}"/>`,
      "  </url>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** A product's page (spec §2: `/product/{reference}/details`). */
export function productPath(handle: string): string {
  return `/product/${encodeURIComponent(handle)}/details`;
}
