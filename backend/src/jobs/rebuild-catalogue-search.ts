import type { MedusaContainer } from "@medusajs/framework/types"
import { rebuildCatalogueSearchWorkflow } from "../workflows/catalogue-search/workflows/rebuild-catalogue-search"

/** Hourly: catches what raises no event, chiefly a deal of the day starting or ending. */
export default async function rebuildCatalogueSearch(container: MedusaContainer) {
  await rebuildCatalogueSearchWorkflow(container).run()
}

export const config = {
  name: "rebuild-catalogue-search",
  schedule: "7 * * * *",
}
