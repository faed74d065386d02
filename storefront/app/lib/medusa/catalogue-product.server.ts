import { CardPrice, CardRating, CardStock, RelatedProductCard } from "@dreamshade/contracts";
import { FetchError } from "@medusajs/js-sdk";
import { z } from "zod";
import { detectLanguage } from "~/lib/i18n/detect-language.server";
import { cachedCatalogueRead } from "./catalogue-cache.server";
import { getMedusa } from "./client.server";
import { localeHeaders } from "./locale";
import type { ProductPrice, ProductSummary } from "./product-summary";
import { getShopRegion } from "./regions.server";

/** The skin types the shop knows (product tags `skin-type:*`); the page translates them. */
export const SKIN_TYPES = ["normal", "dry", "oily", "combination", "sensitive"] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

const Named = z.object({ handle: z.string(), name: z.string() });

/** `GET /store/catalogue/products/:handle`. A drift from the backend's answer fails loudly here. */
export const ProductPageResponseSchema = z.object({
  product: z.object({
    id: z.string(),
    handle: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    description: z.string().nullable(),
    thumbnail: z.string().nullable(),
    images: z.array(z.string()),
    variant_id: z.string().nullable(),
    sku: z.string().nullable(),
    size: z.string().nullable(),
    price: CardPrice.extend({ ends_at: z.string().nullable() }).nullable(),
    stock: CardStock,
    brand: Named.nullable(),
    category: Named.nullable(),
    details: z.string(),
    how_to_use: z.string(),
    sold_count: z.number().int().nonnegative(),
    skin_types: z.array(z.string()),
    is_pack: z.boolean(),
    pack_components: z.array(
      z.object({
        handle: z.string().nullable(),
        title: z.string(),
        thumbnail: z.string().nullable(),
        quantity: z.number().int().positive(),
      }),
    ),
    rating: CardRating.nullable(),
  }),
  related_products: z.array(RelatedProductCard),
});

type ProductPageResponse = z.infer<typeof ProductPageResponseSchema>;

export type ProductStock = CardStock;

/** A pack's part; `handle` is null when that product is not on sale on its own (no link). */
export type PackComponent = ProductPageResponse["product"]["pack_components"][number];

export interface ProductRating {
  /** 0 to 5. */
  average: number;
  count: number;
}

/** Everything the product page shows. Plain data: safe to send to the browser. */
export interface ProductDetails {
  id: string;
  handle: string;
  title: string;
  subtitle: string | null;
  /** The brief description. */
  description: string | null;
  /** The main picture: 400px thumbnail and 800px first image. */
  image: { src400: string; src800: string } | null;
  /** Further pictures after the main one. */
  moreImages: string[];
  /** What the bag will hold (cart issue). */
  variantId: string | null;
  sku: string | null;
  size: string | null;
  price: (ProductPrice & { saleEndsAt: string | null }) | null;
  stock: ProductStock;
  brand: { handle: string; name: string } | null;
  category: { handle: string; name: string } | null;
  details: string;
  howToUse: string;
  soldCount: number;
  skinTypes: SkinType[];
  isPack: boolean;
  packComponents: PackComponent[];
  /** Null until someone reviews the product (reviews issue). */
  rating: ProductRating | null;
}

export interface ProductPageData {
  product: ProductDetails;
  related: ProductSummary[];
}

function isSkinType(value: string): value is SkinType {
  return (SKIN_TYPES as readonly string[]).includes(value);
}

function toPrice(price: CardPrice): ProductPrice {
  return { amount: price.amount, originalAmount: price.original_amount, currencyCode: price.currency_code };
}

/** The backend's answer, mapped to the page's plain data. */
export function toProductPageData(response: ProductPageResponse): ProductPageData {
  const { product } = response;
  const [first, ...others] = product.images;
  const main = product.thumbnail ?? first;
  return {
    product: {
      id: product.id,
      handle: product.handle,
      title: product.title,
      subtitle: product.subtitle,
      description: product.description,
      image: main ? { src400: main, src800: first ?? main } : null,
      moreImages: product.thumbnail ? others : [],
      variantId: product.variant_id,
      sku: product.sku,
      size: product.size,
      price: product.price ? { ...toPrice(product.price), saleEndsAt: product.price.ends_at } : null,
      stock: product.stock,
      brand: product.brand,
      category: product.category,
      details: product.details,
      howToUse: product.how_to_use,
      soldCount: product.sold_count,
      skinTypes: product.skin_types.filter(isSkinType),
      isPack: product.is_pack,
      packComponents: product.pack_components,
      rating: product.rating,
    },
    related: response.related_products.map((related) => ({
      id: related.id,
      handle: related.handle,
      title: related.title,
      subtitle: related.subtitle,
      brand: related.brand?.name ?? null,
      image: related.thumbnail ? { src400: related.thumbnail, src800: related.image ?? related.thumbnail } : null,
      price: related.price ? toPrice(related.price) : null,
      outOfStock: related.stock.status === "out_of_stock",
    })),
  };
}

/**
 * The product page's data in the shopper's language, priced in the shop's region; null when
 * no product on sale has this handle (the page is then a 404).
 */
export async function getProductPage(request: Request, handle: string): Promise<ProductPageData | null> {
  const [sdk, region, language] = await Promise.all([getMedusa(), getShopRegion(), detectLanguage(request)]);
  return cachedCatalogueRead(`product:${language}:${region.id}:${handle}`, async () => {
    try {
      const response = await sdk.client.fetch<unknown>(`/store/catalogue/products/${encodeURIComponent(handle)}`, {
        query: { region_id: region.id },
        headers: localeHeaders(language),
      });
      return toProductPageData(ProductPageResponseSchema.parse(response));
    } catch (error) {
      if (error instanceof FetchError && error.status === 404) return null;
      throw error;
    }
  });
}
