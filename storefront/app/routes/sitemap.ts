import { env } from "~/lib/env.server";
import { buildSitemap } from "./sitemap.build";
import { listSitemapEntries } from "./sitemap.server";

/** `/sitemap.xml`: absolute URLs from PUBLIC_STOREFRONT_URL; product list cached 5 minutes. */
export async function loader() {
  const xml = buildSitemap(env.PUBLIC_STOREFRONT_URL, await listSitemapEntries());
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
