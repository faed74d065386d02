import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ReviewIneligibleReason } from "@dreamshade/contracts"
import { purchaseStandingOf } from "../../../../lib/purchase"
import { REVIEW_MODULE } from "../../../../modules/review"
import type ReviewModuleService from "../../../../modules/review/service"
import type { StoreReviewEligibilityType } from "../validators"

/**
 * Whether the signed-in customer may review the product, so the product page shows the form only
 * to them: `reason` says why not ("already_reviewed", "awaiting_payment": their order of it is not
 * paid yet, or "not_buyer"). Only the token's customer's orders are read.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, StoreReviewEligibilityType>, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  const { product_id } = req.validatedQuery
  const reviews: ReviewModuleService = req.scope.resolve(REVIEW_MODULE)
  const [, reviewed] = await reviews.listAndCountReviews({ product_id, customer_id: customerId }, { take: 1, select: ["id"] })
  if (reviewed > 0) return res.json({ eligible: false, reason: "already_reviewed" satisfies ReviewIneligibleReason })
  const standing = await purchaseStandingOf(req.scope.resolve(ContainerRegistrationKeys.QUERY), customerId, product_id)
  if (standing === "buyer") return res.json({ eligible: true, reason: null })
  const reason: ReviewIneligibleReason = standing === "awaiting_payment" ? "awaiting_payment" : "not_buyer"
  res.json({ eligible: false, reason })
}
