import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { publicShopFacts, readShopDetails } from "../../../lib/shop-details"

/** Read once: the shop's details change with the configuration, that is, at a restart. */
const facts = publicShopFacts(readShopDetails())

/**
 * `GET /store/shop`: the shop's public facts (address, phone, WhatsApp, e-mail, opening hours,
 * delivery fees and delay, unpaid-hold days) from the backend's configuration, for the
 * storefront's footer, contact, help and checkout pages. The same for every shopper: cacheable.
 */
export async function GET(_req: MedusaRequest, res: MedusaResponse) {
  res.setHeader("Cache-Control", "public, max-age=60")
  res.json({ shop: facts })
}
