import type { MedusaContainer } from "@medusajs/framework/types"
import { createPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { findAll } from "./query"
import type { SeedData } from "./seed-data"

/**
 * Promotion codes (`seed/promotions.json`), e.g. the demonstration code BIENVENUE10: a percentage
 * off the order's items, spread over the lines so each line shows its reduction. Creates only the
 * codes that do not exist yet; staff change or end them in the Medusa Admin.
 */
export async function seedPromotions(container: MedusaContainer, promotions: SeedData["promotions"]) {
  const existing = await findAll<{ code: string }>(container, "promotion", ["code"], {
    code: promotions.map((promotion) => promotion.code),
  })
  const missing = promotions.filter((promotion) => !existing.some((found) => found.code === promotion.code))
  if (missing.length === 0) return
  await createPromotionsWorkflow(container).run({
    input: {
      promotionsData: missing.map((promotion) => ({
        code: promotion.code,
        type: "standard",
        status: "active",
        is_automatic: false,
        metadata: { description_fr: promotion.description.fr, description_en: promotion.description.en },
        application_method: {
          type: "percentage",
          target_type: "order",
          allocation: "across",
          value: promotion.percentage,
          currency_code: "xaf",
        },
      })),
    },
  })
}
