import { createRequire } from "node:module"
import path from "node:path"
import type { MedusaContainer } from "@medusajs/framework/types"

export const BACKEND_DIR = path.resolve(__dirname, "..")

/**
 * Loads backend source through Node's require (TypeScript registered in setup), the way Medusa
 * itself loads it, so tests and the app share one copy of each module and workflow.
 */
const nodeRequire = createRequire(__filename)

export async function seedCatalogue(container: MedusaContainer) {
  const { seedCatalogue } = nodeRequire(path.join(BACKEND_DIR, "src/scripts/seed/index.ts"))
  await seedCatalogue(container)
}

/** Only the shop itself (sales channel, publishable key, regions), for tests that need no products. */
export async function seedStore(container: MedusaContainer) {
  const { seedStore } = nodeRequire(path.join(BACKEND_DIR, "src/scripts/seed/seed-store.ts"))
  await seedStore(container)
}

/** Headers for store calls: the storefront's publishable key, found the way the storefront finds it. */
export async function storeHeaders(api: any) {
  const { data } = await api.get("/storefront/publishable-key")
  return (locale?: string) => ({
    headers: {
      "x-publishable-api-key": data.publishable_key as string,
      ...(locale ? { "x-medusa-locale": locale } : {}),
    },
  })
}
