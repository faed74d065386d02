import { authorDisplayName } from "../../../lib/review-rules"

/** A review as the shop shows it: the author's first name and initial, never who they are. */
export function toStoreReview(review: StoredReview) {
  return {
    id: review.id,
    author: authorDisplayName(review),
    rating: review.rating,
    comment: review.comment,
    created_at: review.created_at,
    verified_purchase: review.verified_purchase,
    answer: review.answer ?? null,
    answered_at: review.answered_at ?? null,
  }
}

type StoredReview = {
  id: string
  author_first_name: string
  author_last_initial: string
  rating: number
  comment: string
  created_at: Date | string
  verified_purchase: boolean
  answer?: string | null
  answered_at?: Date | string | null
}

export const STORE_REVIEW_FIELDS = [
  "id",
  "author_first_name",
  "author_last_initial",
  "rating",
  "comment",
  "created_at",
  "verified_purchase",
  "answer",
  "answered_at",
]

