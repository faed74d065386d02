import { search } from "@medusajs/framework/utils"
import type { InferSearchDocumentType } from "@medusajs/framework/types"

/** The Search Module index the shop page reads (docs/decisions/007-catalogue-search.md). */
export const CATALOGUE_SEARCH_INDEX = "catalogue_product"

/**
 * One document per published product, denormalised so that a shop page is answered from the
 * index alone. Searchable text holds every language at once (titles, subtitles and category names
 * in French and English), so a shopper finds a product by either name whatever language the page
 * is in; `texts` holds what the page shows, per locale, as JSON.
 */
export const catalogueProductFields = search.define({
  id: search.keyword().filterable().sortable(),
  handle: search.keyword(),
  status: search.keyword().filterable(),
  sales_channel_ids: search.keyword().array().filterable(),
  /** `{ "fr-FR": { title, subtitle, category_name }, "en-US": { … } }` */
  texts: search.keyword(),
  titles: search.text().array().searchable({ weight: 3 }),
  subtitles: search.text().array().searchable({ weight: 2 }),
  brand_name: search.text().searchable({ weight: 2 }),
  category_names: search.text().array().searchable({ weight: 1 }),
  brand_handle: search.keyword().filterable().facetable(),
  category_handle: search.keyword(),
  category_handles: search.keyword().array().filterable().facetable(),
  skin_types: search.keyword().array().filterable().facetable(),
  /** Current price (sale price when a deal runs) of the cheapest variant, whole XAF. */
  price: search.integer().filterable().sortable().facetable({ types: ["stats"] }),
  original_price: search.integer(),
  currency_code: search.keyword(),
  in_stock: search.boolean().filterable(),
  is_pack: search.boolean().filterable(),
  /** Null until reviews exist; see ratings.ts. */
  rating_average: search.float().filterable().sortable().facetable({ types: ["range"] }),
  rating_count: search.integer().sortable(),
  sold_count: search.integer().sortable(),
  created_at: search.date().sortable(),
  thumbnail: search.keyword(),
  image: search.keyword(),
})

export type CatalogueProductDocument = InferSearchDocumentType<typeof catalogueProductFields>

/** Texts a shop card shows, in one language. */
export type LocalizedTexts = { title: string; subtitle: string | null; category_name: string | null }
