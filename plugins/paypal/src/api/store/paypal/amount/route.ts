import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "zod"
import { XAF_PER_EUR, xafToEurCents } from "@dreamshade/contracts"
import { eurValue } from "../../../../lib/currency"

const Query = z.object({ xaf: z.coerce.number().int().min(0).max(1_000_000_000) })

/**
 * `GET /store/paypal/amount?xaf=7500` → `{ xaf: 7500, eur: "11.43", rate: "655.957" }`: what PayPal
 * will charge for a total, by the very function the provider charges with, shown at checkout
 * before the shopper pays. A conversion only: it reads nothing of anyone's.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const parsed = Query.safeParse(req.query)
  if (!parsed.success) {
    res.status(400).json({ code: "invalid_amount", message: "xaf must be a whole number of francs." })
    return
  }
  res.json({ xaf: parsed.data.xaf, eur: eurValue(xafToEurCents(parsed.data.xaf)), rate: String(XAF_PER_EUR) })
}
