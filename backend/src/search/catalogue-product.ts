import { defineSearchIndex } from "@medusajs/framework/utils"
import { CATALOGUE_SEARCH_INDEX, catalogueProductFields } from "../lib/search/catalogue-index"
import { seedCatalogueProducts } from "../lib/search/seed-documents"

/**
 * The shop page's index (docs/decisions/007-catalogue-search.md). `db:migrate` creates it; the
 * Search Module fills it through `seed` when it is empty or rebuilt; changes reach it through
 * `syncCatalogueSearchWorkflow` (src/subscribers/catalogue-search-sync.ts).
 */
export default defineSearchIndex({
  name: CATALOGUE_SEARCH_INDEX,
  entity: "product",
  // Typed columns instead of jsonb documents: see src/modules/search-typed-postgres.
  provider: "search-typed-postgres",
  fields: catalogueProductFields,
  // Exact words (and a typed prefix) only: fuzzy matching scans every document.
  settings: { typo_tolerance: { enabled: false } },
  seed: seedCatalogueProducts,
})
