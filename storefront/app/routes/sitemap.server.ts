import { z } from "zod";
import { INFO_PAGE_PATHS } from "~/lib/info-page-paths";
import { getMedusa } from "~/lib/medusa/client.server";
import { memoize } from "~/lib/medusa/memo.server";
import { productPath, type SitemapEntry } from "./sitemap.build";

const PAGE_SIZE = 100;
const SITEMAP_TTL_MS = 5 * 60 * 1000;

const ProductHandles = z.object({
  products: z.array(z.object({ handle: z.string(), updated_at: z.string().nullish() })),
  count: z.number(),
});

/** Every published product of the shop's sales channel, page by page. */
async function listProductEntries(): Promise<SitemapEntry[]> {
  const sdk = await getMedusa();
  const entries: SitemapEntry[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const { products, count } = ProductHandles.parse(
      await sdk.store.product.list({ fields: "handle,updated_at", limit: PAGE_SIZE, offset, order: "handle" }),
    );
    entries.push(...products.map((product) => ({ path: productPath(product.handle), lastmod: product.updated_at })));
    if (products.length === 0 || offset + PAGE_SIZE >= count) return entries;
  }
}

/** The pages worth indexing: home, shop, the informational pages and every product. Cached. */
export const listSitemapEntries = memoize(async (): Promise<SitemapEntry[]> => {
  const pages: SitemapEntry[] = [{ path: "/" }, { path: "/shop" }, ...INFO_PAGE_PATHS.map((path) => ({ path: `/${path}` }))];
  return [...pages, ...(await listProductEntries())];
}, SITEMAP_TTL_MS);
