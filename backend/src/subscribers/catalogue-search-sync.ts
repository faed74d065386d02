import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { CatalogueChange } from "../lib/search/affected-products"
import { catalogueSyncQueue } from "../lib/search/sync-queue"
import { syncCatalogueSearchWorkflow } from "../workflows/catalogue-search/workflows/sync-catalogue-search"

/** Which kind of record each event names, i.e. where the changed id leads to products. */
const EVENT_KINDS: Record<string, keyof CatalogueChange> = {
  "product.created": "product_ids",
  "product.updated": "product_ids",
  "product.deleted": "product_ids",
  "product-variant.created": "variant_ids",
  "product-variant.updated": "variant_ids",
  "product-variant.deleted": "variant_ids",
  "product-category.updated": "category_ids",
  "translation.created": "translation_ids",
  "translation.updated": "translation_ids",
  "translation.deleted": "translation_ids",
  "inventory-item.updated": "inventory_item_ids",
  "inventory-level.created": "inventory_level_ids",
  "inventory-level.updated": "inventory_level_ids",
  "inventory-level.deleted": "inventory_level_ids",
  // An order placed, cancelled or fulfilled reaches the index through its reservations (and stock
  // levels): it changes a product's stock and nothing else of its document.
  "reservation-item.created": "reservation_ids",
  "reservation-item.updated": "reservation_ids",
  "reservation-item.deleted": "reservation_ids",
  // Emitted by the reviews plugin when a product's rating totals change.
  "product-rating.updated": "product_ids",
}

/** Keeps the shop search index in step with the catalogue, its translations, stock and ratings. */
export default async function catalogueSearchSync({ event, container }: SubscriberArgs<{ id: string }>) {
  const kind = EVENT_KINDS[event.name]
  const id = event.data?.id
  if (!kind || !id) return
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  catalogueSyncQueue.enqueue(
    { [kind]: [id] },
    (change) => syncCatalogueSearchWorkflow(container).run({ input: change }),
    (error) => logger.error(`Catalogue search sync failed: ${(error as Error).message}`)
  )
}

export const config: SubscriberConfig = {
  event: Object.keys(EVENT_KINDS),
  context: { subscriberId: "catalogue-search-sync" },
}
