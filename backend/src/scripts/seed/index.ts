import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { findSeedDir, readSeedData } from "./seed-data"
import { seedDeals } from "./seed-deals"
import { seedDelivery } from "./seed-delivery"
import { seedProducts } from "./seed-products"
import { seedPromotions } from "./seed-promotions"
import { seedStore } from "./seed-store"
import { seedTaxonomy } from "./seed-taxonomy"
import { seedTutorials } from "./seed-tutorials"

/**
 * Loads the DreamShade catalogue from `seed/`. Idempotent: each part creates only what is
 * missing, so running it again adds new seed entries and duplicates nothing.
 */
export async function seedCatalogue(container: MedusaContainer, seedDir = findSeedDir()) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const data = readSeedData(seedDir)
  const store = await seedStore(container)
  const taxonomy = await seedTaxonomy(container, data)
  const { created } = await seedProducts({ container, seedDir, store, taxonomy }, data)
  await seedDeals(container, data)
  await seedTutorials(container, seedDir, data)
  await seedDelivery(container, store, data.delivery)
  await seedPromotions(container, data.promotions)
  logger.info(`Seed: catalogue ready (${created} products added).`)
}
