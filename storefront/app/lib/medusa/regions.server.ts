import { z } from "zod";
import { getMedusa } from "./client.server";
import { memoize } from "./memo.server";

/** The shop sells in one region: the one whose countries include Cameroon. */
export const SHOP_COUNTRY_CODE = "cm";

const RegionList = z.object({
  regions: z.array(
    z.object({
      id: z.string(),
      currency_code: z.string(),
      countries: z.array(z.object({ iso_2: z.string() })).nullish(),
    }),
  ),
});

export interface ShopRegion {
  id: string;
  currencyCode: string;
}

const REGION_TTL_MS = 5 * 60 * 1000;

const loadShopRegion = memoize(async (): Promise<ShopRegion> => {
  const sdk = await getMedusa();
  const { regions } = RegionList.parse(
    await sdk.store.region.list({ fields: "id,name,currency_code,*countries", limit: 50 }),
  );
  const region = regions.find((candidate) =>
    candidate.countries?.some((country) => country.iso_2.toLowerCase() === SHOP_COUNTRY_CODE),
  );
  if (!region) {
    throw new Error(`No region includes the country "${SHOP_COUNTRY_CODE}": seed the backend`);
  }
  return { id: region.id, currencyCode: region.currency_code };
}, REGION_TTL_MS);

/** The Cameroon region (its id prices products in XAF). Cached for a few minutes. */
export function getShopRegion(): Promise<ShopRegion> {
  return loadShopRegion();
}
