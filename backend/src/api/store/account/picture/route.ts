import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { normalisePicture } from "../../../../lib/accounts/picture"
import { ACCOUNT_MODULE } from "../../../../modules/account"
import type AccountModuleService from "../../../../modules/account/service"
import { setCustomerPictureWorkflow } from "../../../../workflows/accounts/workflows/set-customer-picture"

async function currentPictureFileId(req: AuthenticatedMedusaRequest) {
  const accounts = req.scope.resolve<AccountModuleService>(ACCOUNT_MODULE)
  const [account] = await accounts.listCustomerAccounts({ customer_id: req.auth_context.actor_id })
  return account?.picture_file_id ?? null
}

/** Uploads the caller's profile picture (multipart field `picture`). */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const picture = await normalisePicture((req as unknown as { file?: { buffer: Buffer } }).file?.buffer)
  const { result } = await setCustomerPictureWorkflow(req.scope).run({
    input: {
      customer_id: req.auth_context.actor_id,
      content_base64: picture.toString("base64"),
      previous_file_id: await currentPictureFileId(req),
    },
  })
  res.json({ picture_url: result })
}

/** Removes the caller's profile picture. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await setCustomerPictureWorkflow(req.scope).run({
    input: { customer_id: req.auth_context.actor_id, content_base64: null, previous_file_id: await currentPictureFileId(req) },
  })
  res.json({ picture_url: null })
}
