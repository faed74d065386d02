import { DealProductCard } from "@dreamshade/contracts";
import { z } from "zod";
import { detectLanguage } from "~/lib/i18n/detect-language.server";
import { cachedCatalogueRead } from "./catalogue-cache.server";
import { getMedusa } from "./client.server";
import { localeHeaders } from "./locale";
import type { CardProduct } from "./product-summary";
import { getShopRegion } from "./regions.server";

/** `GET /store/catalogue/deals`: the running sale and its products' cards. */
export const DealsResponseSchema = z.object({
  ends_at: z.string().nullable(),
  products: z.array(DealProductCard),
});

export interface Deals {
  /** ISO date the deal ends, or null when it has no end. */
  endsAt: string | null;
  /** Cards with their rating: null shows "No reviews yet". */
  products: CardProduct[];
}

/** The backend's answer as the home page needs it; null when no deal runs. */
export function toDeals(response: z.infer<typeof DealsResponseSchema>): Deals | null {
  if (response.products.length === 0) return null;
  return {
    endsAt: response.ends_at,
    products: response.products.map((product) => ({
      id: product.id,
      handle: product.handle,
      title: product.title,
      brand: product.brand?.name ?? null,
      image: product.thumbnail
        ? { src400: product.thumbnail, src800: product.images?.[0]?.url ?? product.thumbnail }
        : null,
      price: {
        amount: product.price.amount,
        originalAmount: product.price.original_amount,
        currencyCode: product.price.currency_code,
      },
      outOfStock: !product.in_stock,
      rating: product.rating && product.rating.count > 0 ? product.rating : null,
    })),
  };
}

/** Today's deals in the shopper's language, priced in the shop's region. */
export async function getDeals(request: Request, limit: number): Promise<Deals | null> {
  const [sdk, region, language] = await Promise.all([getMedusa(), getShopRegion(), detectLanguage(request)]);
  return cachedCatalogueRead(`deals:${language}:${region.id}:${limit}`, async () => {
    const response = await sdk.client.fetch<unknown>("/store/catalogue/deals", {
      query: { region_id: region.id, limit },
      headers: localeHeaders(language),
    });
    return toDeals(DealsResponseSchema.parse(response));
  });
}
