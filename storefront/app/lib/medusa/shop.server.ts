import type { ShopFacts } from "@dreamshade/contracts";
import { z } from "zod";
import { getMedusa } from "./client.server";
import { memoize } from "./memo.server";

/**
 * The shop's facts (address, numbers, hours, delivery fees) from the backend's configuration,
 * `GET /store/shop`: one source for the footer, the contact and help pages and checkout. They
 * change with the backend's configuration, that is, at its restart: kept a minute here.
 */

const Phone = z.string().regex(/^\+2376\d{8}$/);
const ShopFactsShape = z.object({
  name: z.string(),
  address: z.object({ street: z.string(), district: z.string(), city: z.string(), country_code: z.literal("cm") }),
  phone: Phone,
  whatsapp: Phone,
  email: z.string(),
  hours: z.object({
    days: z.array(z.number().int().min(1).max(7)),
    opens: z.string(),
    closes: z.string(),
    time_zone: z.literal("Africa/Douala"),
  }),
  delivery: z.object({ douala: z.number(), cameroon: z.number(), working_days: z.number().int() }),
  unpaid_hold_working_days: z.number().int(),
}) satisfies z.ZodType<ShopFacts>;

const SHOP_TTL_MS = 60 * 1000;

const loadShop = memoize(async (): Promise<ShopFacts> => {
  const sdk = await getMedusa();
  const answer = await sdk.client.fetch<unknown>("/store/shop");
  return z.object({ shop: ShopFactsShape }).parse(answer).shop;
}, SHOP_TTL_MS);

export function getShopFacts(): Promise<ShopFacts> {
  return loadShop();
}
