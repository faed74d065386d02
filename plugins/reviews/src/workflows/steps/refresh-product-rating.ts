import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ratingTotals, type RatingTotals } from "../../lib/review-rules"
import { REVIEW_MODULE } from "../../modules/review"
import type ReviewModuleService from "../../modules/review/service"

/**
 * Recounts the products' ratings from their shown reviews (visible and from a verified purchase)
 * and stores them where the search index and the product page read them. The undo stores the
 * previous totals again.
 */
export const refreshProductRatingStep = createStep(
  "refresh-product-rating",
  async (productIds: string[], { container }) => {
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    const undo: { productId: string; previous: RatingTotals | null }[] = []
    for (const productId of new Set(productIds)) {
      const shown = await reviews.listReviews(
        { product_id: productId, status: "visible", verified_purchase: true },
        { select: ["rating"] }
      )
      undo.push({ productId, previous: await saveTotals(reviews, productId, ratingTotals(shown.map((review) => review.rating))) })
    }
    return new StepResponse(productIds, undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    for (const { productId, previous } of undo) await saveTotals(reviews, productId, previous ?? ratingTotals([]))
  }
)

/** Writes the totals; answers the ones they replace (null when the product had none). */
async function saveTotals(reviews: ReviewModuleService, productId: string, totals: RatingTotals) {
  const [current] = await reviews.listProductRatings({ product_id: productId })
  if (current) {
    await reviews.updateProductRatings({ id: current.id, ...totals })
    const { average, count, stars_1, stars_2, stars_3, stars_4, stars_5 } = current
    return { average, count, stars_1, stars_2, stars_3, stars_4, stars_5 } as RatingTotals
  }
  try {
    await reviews.createProductRatings({ product_id: productId, ...totals })
  } catch (error) {
    // Another review of the same product created the row first: write over it.
    const [created] = await reviews.listProductRatings({ product_id: productId })
    if (!created) throw error
    await reviews.updateProductRatings({ id: created.id, ...totals })
  }
  return null
}
