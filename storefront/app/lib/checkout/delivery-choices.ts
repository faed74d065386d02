import { z } from "zod";
import type { DeliveryFee } from "./checkout-cart";

/**
 * The delivery options Medusa offers a cart (`GET /store/shipping-options?cart_id=`), as the
 * checkout shows them. The douala-delivery provider copies its option into the shipping option's
 * `data`: `id` (douala, cameroon, pickup, international) and `promise` (what the shopper is told).
 * An option of another provider still shows, with its name and price and no promise.
 */

const Weekday = z.enum(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);

const PromiseShape = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("delivery"), working_days: z.number().int().positive() }),
  z.object({
    kind: z.literal("pickup"),
    shop_hours: z.object({ days: z.array(Weekday).min(1), opens: z.string(), closes: z.string(), utc_offset: z.string() }),
  }),
  z.object({ kind: z.literal("quote") }),
]);

export const ShippingOptionShape = z.object({
  id: z.string(),
  name: z.string(),
  price_type: z.string().nullish(),
  amount: z.number().nullish(),
  calculated_price: z.object({ calculated_amount: z.number().nullish() }).nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
});
export type ShippingOptionData = z.infer<typeof ShippingOptionShape>;

export type DeliveryPromise =
  | { kind: "delivery"; workingDays: number }
  | { kind: "pickup"; days: z.infer<typeof Weekday>[]; opens: string; closes: string; utcOffset: string }
  | { kind: "quote" };

export interface DeliveryChoice {
  id: string;
  /** The provider's code (`douala`…), or null for an option of another provider. */
  code: string | null;
  name: string;
  fee: DeliveryFee;
  promise: DeliveryPromise | null;
}

function promiseOf(data: ShippingOptionData["data"]): DeliveryPromise | null {
  const parsed = PromiseShape.safeParse(data?.promise);
  if (!parsed.success) return null;
  const promise = parsed.data;
  if (promise.kind === "delivery") return { kind: "delivery", workingDays: promise.working_days };
  if (promise.kind === "pickup") {
    const { days, opens, closes, utc_offset } = promise.shop_hours;
    return { kind: "pickup", days, opens, closes, utcOffset: utc_offset };
  }
  return { kind: "quote" };
}

/** `amount` is the price Medusa worked out for this cart (flat, or calculated by the provider). */
export function toDeliveryChoice(option: ShippingOptionData): DeliveryChoice {
  const promise = promiseOf(option.data);
  const amount = option.amount ?? option.calculated_price?.calculated_amount ?? null;
  const fee: DeliveryFee =
    promise?.kind === "quote" ? { kind: "quote" } : amount === null ? { kind: "none" } : { kind: "amount", amount };
  return {
    id: option.id,
    code: typeof option.data?.id === "string" ? option.data.id : null,
    name: option.name,
    fee,
    promise,
  };
}

/** Cheapest first, the quoted courier last; an option without a price cannot be chosen. */
export function toDeliveryChoices(options: ShippingOptionData[]): DeliveryChoice[] {
  const rank = (choice: DeliveryChoice) => (choice.fee.kind === "amount" ? choice.fee.amount : Number.MAX_SAFE_INTEGER);
  return options
    .map(toDeliveryChoice)
    .filter((choice) => choice.fee.kind !== "none")
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}
