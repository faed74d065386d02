import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { STOREFRONT_KEY_TITLE } from "../../../lib/storefront-key"

/**
 * Lets the storefront find its publishable key at boot, so nobody copies keys by hand.
 * A publishable key is public by design: browsers send it with every store request.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: keys } = await query.graph({
    entity: "api_key",
    fields: ["token"],
    filters: { type: "publishable", title: STOREFRONT_KEY_TITLE, revoked_at: null },
  })
  const key = keys[0]
  if (!key) {
    throw new MedusaError(
      MedusaError.Types.NOT_FOUND,
      "The storefront's publishable key does not exist yet: run the seed."
    )
  }
  res.json({ publishable_key: key.token })
}
