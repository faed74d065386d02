import type { ExecArgs } from "@medusajs/framework/types"
import { REVIEW_MODULE } from "../modules/review"
import type ReviewModuleService from "../modules/review/service"
import { refreshReviewPurchasesWorkflow } from "../workflows/refresh-review-purchases"

/**
 * Reviews written before the verified mark existed start unverified (hidden from the shop): each
 * author's reviews are checked once against their orders, so those of a paid order come back.
 */
export default async function verifyExistingReviews({ container }: ExecArgs) {
  const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
  const rows = await reviews.listReviews({ verified_purchase: false }, { select: ["customer_id"] })
  for (const customerId of new Set(rows.map((review) => review.customer_id))) {
    await refreshReviewPurchasesWorkflow(container).run({ input: { customer_id: customerId } })
  }
}
