import { z } from "zod";

/**
 * The cart as the pages show it (spec §3: items, totalItems, totalPrice), mapped from Medusa's
 * store cart. Plain data: safe to send to the browser. Amounts are whole XAF. The one model of the
 * store cart: checkout's wider read (`lib/checkout/checkout-cart.ts`) extends these schemas and
 * shares the line rules below.
 */
export interface CartLine {
  id: string;
  productId: string | null;
  variantId: string | null;
  handle: string | null;
  title: string;
  /** The variant's name (the size), when it says more than the product's title. */
  variantTitle: string | null;
  thumbnail: string | null;
  quantity: number;
  /** What one unit costs now. */
  unitPrice: number;
  /** The regular price when a sale price applies, else null. */
  regularUnitPrice: number | null;
  total: number;
}

export interface Cart {
  id: string;
  locale: string | null;
  currencyCode: string;
  items: CartLine[];
  totalItems: number;
  totalPrice: number;
}

/** The fields of `GET /store/carts/:id` the shop reads: one light call serves badge and page. */
export const CART_FIELDS = [
  "id",
  "locale",
  "currency_code",
  "completed_at",
  "item_total",
  "items.id",
  "items.product_id",
  "items.product_handle",
  "items.product_title",
  "items.variant_id",
  "items.variant_title",
  "items.thumbnail",
  "items.quantity",
  "items.unit_price",
  "items.compare_at_unit_price",
  "items.total",
  "items.created_at",
].join(",");

export const StoreCartLineSchema = z.object({
  id: z.string(),
  product_id: z.string().nullish(),
  product_handle: z.string().nullish(),
  product_title: z.string().nullish(),
  variant_id: z.string().nullish(),
  variant_title: z.string().nullish(),
  thumbnail: z.string().nullish(),
  quantity: z.number(),
  unit_price: z.number(),
  compare_at_unit_price: z.number().nullish(),
  total: z.number().nullish(),
  created_at: z.string().nullish(),
});

export const StoreCartSchema = z.object({
  id: z.string(),
  locale: z.string().nullish(),
  currency_code: z.string(),
  completed_at: z.string().nullish(),
  item_total: z.number().nullish(),
  items: z.array(StoreCartLineSchema).nullish(),
});

export type StoreCart = z.infer<typeof StoreCartSchema>;

/** The badge's read: the bag's state and its lines' quantities. */
export const CartCountSchema = z.object({
  completed_at: z.string().nullish(),
  items: z.array(z.object({ quantity: z.number() })).nullish(),
});

/** Variant titles that only repeat the product or Medusa's default say nothing: hide them. */
export function meaningfulVariantTitle(variantTitle: string | null | undefined, title: string): string | null {
  if (!variantTitle || variantTitle === title || variantTitle === "Default variant") return null;
  return variantTitle;
}

type StoreCartLine = z.infer<typeof StoreCartLineSchema>;

/** Lines in the order they were added, so a changed quantity never moves a line. */
export function inAddedOrder<Line extends Pick<StoreCartLine, "id" | "created_at">>(lines: readonly Line[] | null | undefined): Line[] {
  return [...(lines ?? [])].sort((a, b) => (a.created_at ?? "").localeCompare(b.created_at ?? "") || a.id.localeCompare(b.id));
}

export function toCartLine(item: StoreCartLine): CartLine {
  const title = item.product_title ?? "";
  const regular = item.compare_at_unit_price;
  return {
    id: item.id,
    productId: item.product_id ?? null,
    variantId: item.variant_id ?? null,
    handle: item.product_handle ?? null,
    title,
    variantTitle: meaningfulVariantTitle(item.variant_title, title),
    thumbnail: item.thumbnail ?? null,
    quantity: item.quantity,
    unitPrice: item.unit_price,
    regularUnitPrice: typeof regular === "number" && regular > item.unit_price ? regular : null,
    total: item.total ?? item.unit_price * item.quantity,
  };
}

export function toCart(cart: StoreCart): Cart {
  const items = inAddedOrder(cart.items).map(toCartLine);
  return {
    id: cart.id,
    locale: cart.locale ?? null,
    currencyCode: cart.currency_code,
    items,
    totalItems: items.reduce((sum, line) => sum + line.quantity, 0),
    totalPrice: cart.item_total ?? items.reduce((sum, line) => sum + line.total, 0),
  };
}
