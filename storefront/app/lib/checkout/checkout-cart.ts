import { z } from "zod";
import { type CartLine, inAddedOrder, meaningfulVariantTitle, StoreCartLineSchema, StoreCartSchema } from "~/lib/cart/cart-model";

/**
 * The cart as checkout reads it: the store cart (`lib/cart/cart-model.ts`) extended with every
 * line's reduction, the promotion codes, the chosen addresses, delivery and payment, and Medusa's
 * totals. Plain data (safe for the browser); amounts are whole XAF.
 */
export const CHECKOUT_CART_FIELDS = [
  "id",
  "email",
  "customer.id",
  "completed_at",
  "currency_code",
  "metadata",
  "item_subtotal",
  "discount_total",
  "shipping_total",
  "total",
  "items.id",
  "items.product_title",
  "items.variant_title",
  "items.product_handle",
  "items.thumbnail",
  "items.quantity",
  "items.unit_price",
  "items.discount_total",
  "items.total",
  "items.created_at",
  "promotions.code",
  "shipping_address.first_name",
  "shipping_address.last_name",
  "shipping_address.address_1",
  "shipping_address.city",
  "shipping_address.country_code",
  "shipping_address.phone",
  "billing_address.first_name",
  "billing_address.last_name",
  "billing_address.address_1",
  "billing_address.city",
  "billing_address.country_code",
  "billing_address.phone",
  "shipping_methods.shipping_option_id",
  "shipping_methods.name",
  "shipping_methods.amount",
  "shipping_methods.data",
  "payment_collection.id",
  "payment_collection.payment_sessions.provider_id",
].join(",");

/** An address as the backend answers it (carts and orders alike). */
export const AddressShape = z.object({
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  address_1: z.string().nullish(),
  city: z.string().nullish(),
  country_code: z.string().nullish(),
  phone: z.string().nullish(),
});

const LineShape = StoreCartLineSchema.extend({
  discount_total: z.number().nullish(),
});

export const CheckoutCartShape = StoreCartSchema.extend({
  email: z.string().nullish(),
  customer_id: z.string().nullish(),
  /** The store API exposes the owner as `customer.id` (not `customer_id`). */
  customer: z.object({ id: z.string() }).nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  item_subtotal: z.number().nullish(),
  discount_total: z.number().nullish(),
  shipping_total: z.number().nullish(),
  total: z.number().nullish(),
  items: z.array(LineShape).nullish(),
  promotions: z.array(z.object({ code: z.string().nullish() })).nullish(),
  shipping_address: AddressShape.nullish(),
  billing_address: AddressShape.nullish(),
  shipping_methods: z
    .array(
      z.object({
        shipping_option_id: z.string().nullish(),
        name: z.string().nullish(),
        amount: z.number().nullish(),
        data: z.record(z.string(), z.unknown()).nullish(),
      }),
    )
    .nullish(),
  payment_collection: z
    .object({
      id: z.string(),
      payment_sessions: z.array(z.object({ provider_id: z.string() })).nullish(),
    })
    .nullish(),
});
export type CheckoutCartData = z.infer<typeof CheckoutCartShape>;

export interface CartAddress {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  countryCode: string;
  phone: string;
}

/** A cart line as checkout sums it up: the cart's line, with the promotions' share. */
export interface SummaryLine extends Pick<CartLine, "id" | "title" | "variantTitle" | "handle" | "thumbnail" | "quantity" | "unitPrice" | "total"> {
  /** The promotions' reduction on this line, all units together. */
  reduction: number;
}

/** The delivery fee: not chosen yet, an amount, or the international courier's later quote. */
export type DeliveryFee = { kind: "none" } | { kind: "amount"; amount: number } | { kind: "quote" };

export interface CheckoutSummary {
  lines: SummaryLine[];
  itemCount: number;
  itemSubtotal: number;
  discountTotal: number;
  delivery: DeliveryFee;
  total: number;
  promoCodes: string[];
}

export interface CheckoutCart {
  id: string;
  email: string | null;
  customerId: string | null;
  completed: boolean;
  shippingAddress: CartAddress | null;
  billingAddress: CartAddress | null;
  shippingOptionId: string | null;
  /** The provider of the cart's payment session, once a payment mode was chosen. */
  paymentProviderId: string | null;
  notes: string;
  summary: CheckoutSummary;
}

function toCartAddress(address: z.infer<typeof AddressShape> | null | undefined): CartAddress | null {
  // Medusa keeps an empty address row once one was set; without a town it is no address.
  if (!address?.city) return null;
  return {
    firstName: address.first_name ?? "",
    lastName: address.last_name ?? "",
    street: address.address_1 ?? "",
    city: address.city,
    countryCode: (address.country_code ?? "").toLowerCase(),
    phone: address.phone ?? "",
  };
}

/**
 * The international courier is quoted later: the douala-delivery provider marks its shipping
 * method `quote_pending`; an option's own data says so by its promise.
 */
function isQuoted(data: Record<string, unknown> | null | undefined): boolean {
  if (data?.quote_pending === true) return true;
  const promise = data?.promise;
  return typeof promise === "object" && promise !== null && (promise as { kind?: unknown }).kind === "quote";
}

export function toCheckoutSummary(cart: CheckoutCartData): CheckoutSummary {
  const lines = inAddedOrder(cart.items).map(
    (item): SummaryLine => ({
      id: item.id,
      title: item.product_title ?? "",
      variantTitle: meaningfulVariantTitle(item.variant_title, item.product_title ?? ""),
      handle: item.product_handle ?? null,
      thumbnail: item.thumbnail ?? null,
      quantity: item.quantity,
      unitPrice: item.unit_price,
      reduction: item.discount_total ?? 0,
      total: item.total ?? item.unit_price * item.quantity - (item.discount_total ?? 0),
    }),
  );
  const method = cart.shipping_methods?.[0];
  const delivery: DeliveryFee = !method
    ? { kind: "none" }
    : isQuoted(method.data)
      ? { kind: "quote" }
      : { kind: "amount", amount: cart.shipping_total ?? method.amount ?? 0 };
  const itemSubtotal = cart.item_subtotal ?? lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discountTotal = cart.discount_total ?? lines.reduce((sum, line) => sum + line.reduction, 0);
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    itemSubtotal,
    discountTotal,
    delivery,
    total: cart.total ?? itemSubtotal - discountTotal + (delivery.kind === "amount" ? delivery.amount : 0),
    promoCodes: (cart.promotions ?? []).map((promotion) => promotion.code).filter((code): code is string => Boolean(code)),
  };
}

export function toCheckoutCart(cart: CheckoutCartData): CheckoutCart {
  const notes = cart.metadata?.notes;
  return {
    id: cart.id,
    email: cart.email ?? null,
    customerId: cart.customer?.id ?? cart.customer_id ?? null,
    completed: Boolean(cart.completed_at),
    shippingAddress: toCartAddress(cart.shipping_address),
    billingAddress: toCartAddress(cart.billing_address),
    shippingOptionId: cart.shipping_methods?.[0]?.shipping_option_id ?? null,
    paymentProviderId: cart.payment_collection?.payment_sessions?.[0]?.provider_id ?? null,
    notes: typeof notes === "string" ? notes : "",
    summary: toCheckoutSummary(cart),
  };
}
