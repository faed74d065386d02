import { FetchError } from "@medusajs/js-sdk";
import { z } from "zod";
import type { Language } from "~/lib/i18n/languages";
import { getMedusa } from "./client.server";
import { localeHeaders } from "./locale";
import { getShopRegion } from "./regions.server";

/** What the bag needs to know about a product before it asks Medusa to add or change a line. */
export interface PurchasableVariant {
  variantId: string;
  productTitle: string;
  /** Null: no price in the shop's region, so it cannot be sold. */
  price: number | null;
  /** Units that can be sold now; null when the stock is not limited. */
  available: number | null;
}

const ProductVariants = z.object({
  product: z.object({
    id: z.string(),
    title: z.string(),
    variants: z
      .array(
        z.object({
          id: z.string(),
          variant_rank: z.number().nullish(),
          manage_inventory: z.boolean().nullish(),
          allow_backorder: z.boolean().nullish(),
          // For an inventory kit (a pack), Medusa answers what its scarcest part allows.
          inventory_quantity: z.number().nullish(),
          calculated_price: z.object({ calculated_amount: z.number().nullish() }).nullish(),
        }),
      )
      .nullish(),
  }),
});

const VARIANT_FIELDS =
  "id,title,variants.id,variants.variant_rank,+variants.manage_inventory,+variants.allow_backorder," +
  "+variants.inventory_quantity,variants.calculated_price.calculated_amount";

/**
 * The product's variant to sell: `variantId` when given (a bag line's), else the first one (the
 * shop's products have one). Null for a product the store does not sell (unknown, unpublished).
 */
export async function findPurchasableVariant(
  productId: string,
  language: Language,
  variantId?: string,
): Promise<PurchasableVariant | null> {
  const [sdk, region] = await Promise.all([getMedusa(), getShopRegion()]);
  let response: unknown;
  try {
    response = await sdk.store.product.retrieve(
      productId,
      { region_id: region.id, fields: VARIANT_FIELDS },
      localeHeaders(language),
    );
  } catch (error) {
    if (error instanceof FetchError && error.status === 404) return null;
    throw error;
  }
  const { product } = ProductVariants.parse(response);
  const variants = [...(product.variants ?? [])].sort((a, b) => (a.variant_rank ?? 0) - (b.variant_rank ?? 0));
  const variant = variantId ? variants.find((candidate) => candidate.id === variantId) : variants[0];
  if (!variant) return null;
  const amount = variant.calculated_price?.calculated_amount;
  const limited = variant.manage_inventory === true && variant.allow_backorder !== true;
  return {
    variantId: variant.id,
    productTitle: product.title,
    price: typeof amount === "number" ? amount : null,
    available: limited ? Math.max(0, variant.inventory_quantity ?? 0) : null,
  };
}
