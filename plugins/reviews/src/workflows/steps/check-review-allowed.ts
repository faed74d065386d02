import { ContainerRegistrationKeys, ProductStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ApiError } from "@dreamshade/contracts"
import { purchaseStandingOf } from "../../lib/purchase"
import { authorNameParts } from "../../lib/review-rules"
import { REVIEW_MODULE } from "../../modules/review"
import type ReviewModuleService from "../../modules/review/service"

export type CheckReviewAllowedInput = { product_id: string; customer_id: string }

/**
 * The spec's conditions, in the order a shopper should hear them: the product exists, the
 * customer bought it (an order of theirs paid or fulfilled, not cancelled nor refunded; one still
 * waiting for its money gets its own answer), and has not reviewed it yet. Answers the author's
 * name as it will be shown.
 */
export const checkReviewAllowedStep = createStep(
  "check-review-allowed",
  async (input: CheckReviewAllowedInput, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: products } = await query.graph({
      entity: "product",
      fields: ["id"],
      filters: { id: input.product_id, status: ProductStatus.PUBLISHED },
    })
    if (!products.length) throw new ApiError("review_product_not_found")
    const standing = await purchaseStandingOf(query, input.customer_id, input.product_id)
    if (standing === "awaiting_payment") throw new ApiError("review_awaiting_payment")
    if (standing !== "buyer") throw new ApiError("review_not_buyer")
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    const [, existing] = await reviews.listAndCountReviews(
      { product_id: input.product_id, customer_id: input.customer_id },
      { take: 1, select: ["id"] }
    )
    if (existing > 0) throw new ApiError("review_duplicate")
    const { data: customers } = await query.graph({
      entity: "customer",
      fields: ["first_name", "last_name"],
      filters: { id: input.customer_id },
    })
    return new StepResponse(authorNameParts(customers[0]?.first_name, customers[0]?.last_name))
  }
)
