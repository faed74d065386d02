import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ApiError, apiErrorAnswer, ReviewBody } from "@dreamshade/contracts"
import { ratingSummary } from "../../../lib/review-rules"
import { REVIEW_MODULE } from "../../../modules/review"
import type ReviewModuleService from "../../../modules/review/service"
import { createReviewWorkflow } from "../../../workflows/create-review"
import { STORE_REVIEW_FIELDS, toStoreReview } from "./review-answers"
import type { StoreListReviewsType } from "./validators"

/**
 * A product's visible reviews, newest first, a page at a time, with its rating summary. Only
 * reviews whose author still has a paid order of the product are shown (the mark is kept on the
 * row, so this is one indexed read whatever the page holds).
 */
export async function GET(req: MedusaRequest<unknown, StoreListReviewsType>, res: MedusaResponse) {
  const { product_id, limit, offset } = req.validatedQuery
  const reviews: ReviewModuleService = req.scope.resolve(REVIEW_MODULE)
  const [[rows, count], [totals]] = await Promise.all([
    reviews.listAndCountReviews(
      { product_id, status: "visible", verified_purchase: true },
      { select: STORE_REVIEW_FIELDS, order: { created_at: "DESC", id: "DESC" }, take: limit, skip: offset }
    ),
    reviews.listProductRatings({ product_id }),
  ])
  res.json({ reviews: rows.map(toStoreReview), count, limit, offset, summary: ratingSummary(totals) })
}

/**
 * The signed-in customer reviews a product. The author is always the token's customer; the body
 * names only the product, the rating and the comment.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  // The contracts' rules, which the product page checks too; each broken field gets the spec's refusal.
  const parsed = ReviewBody.safeParse(req.body ?? {})
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])))
    if (fields.has("product_id")) throw new ApiError("review_product_not_found")
    const comment = (req.body as { comment?: unknown })?.comment
    const tooLong = typeof comment === "string" && comment.trim().length > 0 && fields.has("comment") && !fields.has("rating")
    throw new ApiError(tooLong ? "review_too_long" : "review_incomplete")
  }
  try {
    const { result } = await createReviewWorkflow(req.scope).run({
      input: { ...parsed.data, customer_id: customerId },
    })
    res.status(201).json({ review: toStoreReview(result) })
  } catch (error) {
    // The spec's refusals keep their answer; anything unforeseen is "Error while saving review".
    if (apiErrorAnswer(error)) throw error
    logger.error(`Saving a review failed: ${(error as Error)?.message}`)
    throw new ApiError("review_save_failed")
  }
}
