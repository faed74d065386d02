import type { RemoteQueryFunction } from "@medusajs/framework/types"

/** Query as steps resolve it and as the Search Module hands it to an index's seed. */
export type CatalogueQuery = Omit<RemoteQueryFunction, symbol>

/** The French base text is what the records hold; other locales come from the Translation module. */
export const BASE_LOCALE = "fr-FR"

export type ShopContext = {
  regionId: string
  currencyCode: string
  salesChannelId: string
  /** Every locale the store offers, the base locale first. */
  locales: string[]
}

/**
 * Where the shop page's prices and stock are read: the store's default region (Cameroon, XAF)
 * and default sales channel, and the locales the store offers.
 */
export async function loadShopContext(query: CatalogueQuery): Promise<ShopContext> {
  const { data } = await query.graph({
    entity: "store",
    fields: [
      "default_region_id",
      "default_sales_channel_id",
      "supported_currencies.currency_code",
      "supported_currencies.is_default",
      "supported_locales.locale_code",
    ],
  })
  const store = data[0] as any
  if (!store?.default_region_id || !store?.default_sales_channel_id) {
    throw new Error("Catalogue search needs the store's default region and sales channel (run the seed)")
  }
  const { data: regions } = await query.graph({
    entity: "region",
    fields: ["currency_code"],
    filters: { id: store.default_region_id },
  })
  const others = (store.supported_locales ?? [])
    .map((locale: { locale_code: string }) => locale.locale_code)
    .filter((code: string) => code !== BASE_LOCALE)
  return {
    regionId: store.default_region_id,
    currencyCode: (regions[0] as any).currency_code,
    salesChannelId: store.default_sales_channel_id,
    locales: [BASE_LOCALE, ...others],
  }
}

/**
 * The locale whose texts answer a request: the exact locale, else one of the same language
 * (`en` → `en-US`), else the base locale.
 */
export function pickLocale(available: string[], requested: string | undefined): string {
  if (!requested) return BASE_LOCALE
  const wanted = requested.toLowerCase()
  const exact = available.find((code) => code.toLowerCase() === wanted)
  if (exact) return exact
  const language = wanted.split("-")[0]
  return available.find((code) => code.toLowerCase().split("-")[0] === language) ?? BASE_LOCALE
}
