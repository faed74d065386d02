import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { updateReviewWorkflow } from "../../../../workflows/update-review"
import { ADMIN_REVIEW_FIELDS } from "../route"
import type { AdminUpdateReviewType } from "../validators"

/** Staff hide, restore or answer a review; the product's rating and the shop search follow. */
export async function POST(req: AuthenticatedMedusaRequest<AdminUpdateReviewType>, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const found = await query.graph({ entity: "review", fields: ["id"], filters: { id: req.params.id } })
  if (!found.data.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Review ${req.params.id} was not found`)
  await updateReviewWorkflow(req.scope).run({ input: { id: req.params.id, ...req.validatedBody } })
  const { data } = await query.graph({ entity: "review", fields: ADMIN_REVIEW_FIELDS, filters: { id: req.params.id } })
  res.json({ review: data[0] })
}
