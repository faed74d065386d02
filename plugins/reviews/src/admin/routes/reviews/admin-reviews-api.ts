import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"

/** The plugin's admin routes as the page reads and changes them (the SDK, the staff session). */

export type AdminReview = {
  id: string
  product_id: string
  author_first_name: string
  author_last_initial: string
  rating: number
  comment: string
  status: "visible" | "hidden"
  /** False once the author's order of it is cancelled or refunded: the shop then leaves it out. */
  verified_purchase: boolean
  answer: string | null
  answered_at: string | null
  created_at: string
  product?: { title: string; handle: string } | null
}

export type ReviewFilters = { q: string; status: "" | "visible" | "hidden"; offset: number }
export type ReviewChange = { status?: "visible" | "hidden"; answer?: string }

export const PAGE_SIZE = 20

const KEY = ["reviews", "admin-list"] as const

export function useReviews(filters: ReviewFilters) {
  const q = filters.q.trim()
  return useQuery({
    queryKey: [...KEY, { ...filters, q }],
    queryFn: () =>
      sdk.client.fetch<{ reviews: AdminReview[]; count: number }>("/admin/reviews", {
        query: { limit: PAGE_SIZE, offset: filters.offset, ...(q ? { q } : {}), ...(filters.status ? { status: filters.status } : {}) },
      }),
  })
}

/** Hides, restores or answers a review; the list is read again once it is saved. */
export function useUpdateReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ReviewChange }) =>
      sdk.client.fetch<{ review: AdminReview }>(`/admin/reviews/${encodeURIComponent(id)}`, { method: "POST", body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}
