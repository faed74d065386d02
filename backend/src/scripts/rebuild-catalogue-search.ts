import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { rebuildCatalogueSearchWorkflow } from "../workflows/catalogue-search/workflows/rebuild-catalogue-search"

/** `medusa exec ./src/scripts/rebuild-catalogue-search.ts`: refills the shop search index (after a seed). */
export default async function rebuildCatalogueSearch({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const started = Date.now()
  await rebuildCatalogueSearchWorkflow(container).run()
  logger.info(`Catalogue search index rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
