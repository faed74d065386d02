import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { derivedPerCatalogueVersion } from "../../lib/catalogue/derived-per-version"

type Answer = { status: number; body: unknown }

/**
 * `GET /store/products` for a visitor who is not signed in (the home page's collections): the
 * same answer, derived once per catalogue version (src/lib/catalogue/derived-per-version.ts). A
 * signed-in customer's prices may differ (customer-group price lists): a request that carries any
 * credentials (a token or a session cookie) is always asked afresh. It runs before Medusa's own
 * middlewares of the route (a wildcard matcher), so a held answer skips them; Medusa's customer
 * authentication has not run yet either, which is why the credentials themselves are looked at.
 * The publishable key's check and the locale have (they apply to all of `/store`).
 */
export function productListAnswers(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (new URL(req.originalUrl, "http://store").pathname.replace(/\/$/, "") !== "/store/products") return next()
  if (req.headers.authorization || req.headers.cookie) return next()
  const channels = (req as { publishable_key_context?: { sales_channel_ids?: string[] } }).publishable_key_context
  // Medusa has already taken the locale out of the query (req.locale).
  const key = JSON.stringify(["store-products", req.originalUrl, req.locale ?? null, channels?.sales_channel_ids ?? null])
  let computed = false
  derivedPerCatalogueVersion(req.scope, key, () => {
    computed = true
    return new Promise<Answer>((resolve, reject) => {
      const json = res.json.bind(res)
      res.json = (body: unknown) => {
        resolve({ status: res.statusCode, body })
        return json(body)
      }
      // An error answer or a dropped connection is not kept.
      res.on("close", () => reject(new Error("store product list not answered")))
      next()
    }).then((answer) => (answer.status === 200 ? answer : Promise.reject(new Error(`status ${answer.status}`))))
  }).then(
    (answer) => {
      if (!computed) res.status(answer.status).json(answer.body)
    },
    (error: unknown) => {
      if (!computed) next(error)
    }
  )
}
