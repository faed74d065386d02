import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"

/** Removes the account's notifications; undo recreates them. */
export const deleteCustomerNotificationsStep = createStep(
  "delete-customer-notifications",
  async (input: { customer_id: string }, { container }) => {
    const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
    const existing = await accounts.listCustomerNotifications({ customer_id: input.customer_id })
    if (existing.length) await accounts.deleteCustomerNotifications(existing.map((n) => n.id))
    return new StepResponse(true, existing)
  },
  async (existing, { container }) => {
    if (!existing?.length) return
    await container.resolve<AccountModuleService>(ACCOUNT_MODULE).createCustomerNotifications(
      existing.map(({ customer_id, kind, data, read_at }) => ({ customer_id, kind, data, read_at }))
    )
  }
)

/** Deletes stored files (a replaced or removed profile picture). Last in its workflow: no undo. */
export const deleteFilesStep = createStep("delete-account-files", async (input: { ids: string[] }, { container }) => {
  if (input.ids.length) await container.resolve(Modules.FILE).deleteFiles(input.ids)
  return new StepResponse(true)
})
