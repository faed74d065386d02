import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { catalogueVersion } from "../../../../lib/catalogue/catalogue-version"

/**
 * `GET /storefront/catalogue/version` → `{ version }`: changes with any write to the catalogue.
 * Outside `/store` (no publishable-key lookup) and nothing but a digest: the storefront asks it
 * about once a second to know when its cached catalogue answers are stale.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.setHeader("Cache-Control", "no-store")
  res.json({ version: await catalogueVersion(req.scope) })
}
