import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AdminListReviewsType } from "./validators"

export const ADMIN_REVIEW_FIELDS = [
  "id",
  "product_id",
  "customer_id",
  "author_first_name",
  "author_last_initial",
  "rating",
  "comment",
  "status",
  "verified_purchase",
  "answer",
  "answered_at",
  "created_at",
  "product.title",
  "product.handle",
]

/** Every review, newest first; `q` searches the comment, the author's first name and the product id. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AdminListReviewsType>, res: MedusaResponse) {
  const { q, status, product_id, limit, offset } = req.validatedQuery
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "review",
    fields: ADMIN_REVIEW_FIELDS,
    filters: { ...(q ? { q } : {}), ...(status ? { status } : {}), ...(product_id ? { product_id } : {}) },
    pagination: { skip: offset, take: limit, order: { created_at: "DESC" } },
  })
  res.json({ reviews: data, count: metadata?.count ?? data.length, limit, offset })
}
