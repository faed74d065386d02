import { z } from "@medusajs/framework/zod"
import { ANSWER_MAX_LENGTH } from "../../../lib/review-rules"

export const AdminListReviews = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(["visible", "hidden"]).optional(),
  product_id: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})
export type AdminListReviewsType = z.infer<typeof AdminListReviews>

/** Hide or restore a review, or answer it publicly (an empty answer removes it). */
export const AdminUpdateReview = z
  .object({
    status: z.enum(["visible", "hidden"]).optional(),
    answer: z.string().max(ANSWER_MAX_LENGTH).optional(),
  })
  .refine((body) => body.status !== undefined || body.answer !== undefined, { message: "Nothing to change" })
export type AdminUpdateReviewType = z.infer<typeof AdminUpdateReview>
