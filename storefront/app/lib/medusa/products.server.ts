import { z } from "zod";
import { detectLanguage } from "~/lib/i18n/detect-language.server";
import { cachedCatalogueRead } from "./catalogue-cache.server";
import { getMedusa } from "./client.server";
import { getCollectionId, type CollectionHandle } from "./collections.server";
import { localeHeaders } from "./locale";
import {
  PRODUCT_SUMMARY_FIELDS,
  StoreProductSchema,
  toProductSummary,
  type ProductSummary,
} from "./product-summary";
import { getShopRegion } from "./regions.server";

const ProductList = z.object({
  products: z.array(StoreProductSchema),
  count: z.number(),
});

export interface ProductPage {
  products: ProductSummary[];
  /** All matching products, over every page. */
  count: number;
}

export interface ListProductsOptions {
  limit: number;
  offset?: number;
  collectionId?: string;
  /**
   * Title order by default: it is stable across pages, whereas seeded products can share a
   * creation time and come back in a different order on each request.
   */
  order?: "title" | "-title" | "created_at" | "-created_at";
}

/** Products priced in the shop's region, texts in the shopper's language. */
export async function listProducts(
  request: Request,
  { limit, offset = 0, collectionId, order = "title" }: ListProductsOptions,
): Promise<ProductPage> {
  const [sdk, region, language] = await Promise.all([
    getMedusa(),
    getShopRegion(),
    detectLanguage(request),
  ]);
  const key = `products:${language}:${region.id}:${collectionId ?? ""}:${order}:${offset}:${limit}`;
  return cachedCatalogueRead(key, async () => {
    const response = await sdk.store.product.list(
      {
        region_id: region.id,
        limit,
        offset,
        order,
        fields: PRODUCT_SUMMARY_FIELDS,
        ...(collectionId ? { collection_id: [collectionId] } : {}),
      },
      localeHeaders(language),
    );
    const { products, count } = ProductList.parse(response);
    return { products: products.map(toProductSummary), count };
  });
}

/** The products of a collection (e.g. "featured"); none when the collection does not exist. */
export async function listCollectionProducts(
  request: Request,
  handle: CollectionHandle,
  limit: number,
): Promise<ProductSummary[]> {
  const collectionId = await getCollectionId(handle);
  if (!collectionId) return [];
  const { products } = await listProducts(request, { limit, collectionId });
  return products;
}
