import { z } from "zod";

/**
 * What a product card shows, and nothing more: it travels to the browser in every listing
 * page's hydration data (a card shows no subtitle, so none is sent).
 */
export interface ProductSummary {
  id: string;
  handle: string;
  title: string;
  brand: string | null;
  /** 400x400 WebP, and its 800x800 sibling for dense screens. */
  image: { src400: string; src800: string } | null;
  price: ProductPrice | null;
  outOfStock: boolean;
}

/** A product's review summary; null or a count of 0 means nobody has reviewed it yet. */
export interface RatingSummary {
  /** Average of the reviews, 0 to 5. */
  average: number;
  count: number;
}

/**
 * What a card shows. `rating` is optional: lists that know the reviews (the shop's search) pass
 * it, null meaning "no reviews yet"; lists that do not (home) leave it out and show no rating.
 */
export interface CardProduct extends ProductSummary {
  rating?: RatingSummary | null;
}

export interface ProductPrice {
  /** What the shopper pays, whole XAF. */
  amount: number;
  /** The regular price when a sale price list applies, else null. */
  originalAmount: number | null;
  currencyCode: string;
}

/** The fields a product card needs from `GET /store/products`. */
export const PRODUCT_SUMMARY_FIELDS =
  "id,handle,title,thumbnail,images.url,*variants.calculated_price," +
  "+variants.inventory_quantity,+variants.manage_inventory,+brand.name";

const CalculatedPrice = z.object({
  calculated_amount: z.number().nullish(),
  original_amount: z.number().nullish(),
  currency_code: z.string().nullish(),
  calculated_price: z.object({ price_list_type: z.string().nullish() }).nullish(),
});

export const StoreProductSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  thumbnail: z.string().nullish(),
  images: z.array(z.object({ url: z.string() })).nullish(),
  brand: z.object({ name: z.string().nullish() }).nullish(),
  variants: z
    .array(
      z.object({
        calculated_price: CalculatedPrice.nullish(),
        inventory_quantity: z.number().nullish(),
        manage_inventory: z.boolean().nullish(),
      }),
    )
    .nullish(),
});

export type StoreProduct = z.infer<typeof StoreProductSchema>;

/**
 * The seed gives every product a 400px thumbnail and an 800px first image; staff uploads may
 * have only one, which then serves both densities.
 */
function productImage(product: StoreProduct): ProductSummary["image"] {
  if (!product.thumbnail) return null;
  return { src400: product.thumbnail, src800: product.images?.[0]?.url ?? product.thumbnail };
}

export function toProductSummary(product: StoreProduct): ProductSummary {
  const variants = product.variants ?? [];
  const calculated = variants[0]?.calculated_price;
  const amount = calculated?.calculated_amount;
  const onSale = calculated?.calculated_price?.price_list_type === "sale";
  const original = calculated?.original_amount;

  const price: ProductPrice | null =
    typeof amount === "number"
      ? {
          amount,
          originalAmount:
            onSale && typeof original === "number" && original > amount ? original : null,
          currencyCode: calculated?.currency_code ?? "xaf",
        }
      : null;

  const outOfStock =
    variants.length > 0 &&
    variants.every(
      (variant) =>
        variant.manage_inventory === true &&
        typeof variant.inventory_quantity === "number" &&
        variant.inventory_quantity <= 0,
    );

  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    brand: product.brand?.name ?? null,
    image: productImage(product),
    price,
    outOfStock,
  };
}
