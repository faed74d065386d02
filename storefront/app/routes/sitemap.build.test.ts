import { describe, expect, test } from "vitest";
import { buildSitemap, productPath } from "./sitemap.build";

describe("buildSitemap", () => {
  const xml = buildSitemap("https://dreamshade.cm/", [
    { path: "/" },
    { path: "/faq" },
    { path: productPath("karite-body-butter"), lastmod: "2026-11-20T08:15:00.000Z" },
    { path: "/shop?q=a&b", lastmod: "not a date" },
  ]);

  test("is a sitemaps.org urlset with absolute URLs", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')).toBe(
      true,
    );
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain("<loc>https://dreamshade.cm/</loc>");
    expect(xml).toContain("<loc>https://dreamshade.cm/faq</loc>");
    expect(xml).toContain("<loc>https://dreamshade.cm/product/karite-body-butter/details</loc>");
  });

  test("gives lastmod as a W3C date when known, and skips a bad one", () => {
    expect(xml).toContain("<lastmod>2026-11-20</lastmod>");
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });

  test("lists the English page (?lng=en) as an alternate of each French one", () => {
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://dreamshade.cm/faq"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://dreamshade.cm/faq?lng=en"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://dreamshade.cm/faq"/>');
  });

  test("escapes XML special characters", () => {
    expect(xml).toContain("<loc>https://dreamshade.cm/shop?q=a&amp;b</loc>");
    expect(xml).toContain('hreflang="en" href="https://dreamshade.cm/shop?q=a&amp;b&amp;lng=en"');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe("productPath", () => {
  test("is the spec's product page, with the handle encoded", () => {
    expect(productPath("serum-vitamine-c")).toBe("/product/serum-vitamine-c/details");
    expect(productPath("a b/c")).toBe("/product/a%20b%2Fc/details");
  });
});
