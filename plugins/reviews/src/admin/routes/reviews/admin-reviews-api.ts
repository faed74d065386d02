/** The plugin's admin routes as the page calls them (same origin, the staff session cookie). */

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

export const PAGE_SIZE = 20

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, {
    credentials: "include",
    ...init,
    headers: { accept: "application/json", ...(init?.body ? { "content-type": "application/json" } : {}) },
  })
  const body = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(body.message ?? response.statusText)
  return body as T
}

export function listReviews(filters: ReviewFilters) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(filters.offset) })
  if (filters.q.trim()) params.set("q", filters.q.trim())
  if (filters.status) params.set("status", filters.status)
  return call<{ reviews: AdminReview[]; count: number }>(`/admin/reviews?${params}`)
}

export function updateReview(id: string, change: { status?: "visible" | "hidden"; answer?: string }) {
  return call<{ review: AdminReview }>(`/admin/reviews/${encodeURIComponent(id)}`, {
    method: "POST",
    body: JSON.stringify(change),
  })
}
