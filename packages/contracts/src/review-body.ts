import { z } from "zod"
import { REVIEW_COMMENT_MAX_LENGTH } from "./reviews.js"

// Apart from the review constants: a page that only shows reviews then loads no Zod (decision 029).

/**
 * `POST /store/reviews`'s body. No messages: each side turns the broken field into its refusal
 * (`review_incomplete`, `review_too_long`…). The storefront reads the rating from a form, as text.
 */
export const ReviewBody = z.object({
  product_id: z.string().trim().min(1).max(100),
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().min(1).max(REVIEW_COMMENT_MAX_LENGTH),
})
