import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"

type AccountFields = {
  status?: "not_validated" | "active" | "deactivated" | "deleted"
  locale?: "fr" | "en"
  picture_file_id?: string | null
  picture_url?: string | null
  terms_accepted_at?: Date | null
  activated_at?: Date | null
  deactivated_at?: Date | null
}

type UpdateUndo = { created: string } | { id: string; restore: Record<string, unknown> }

const service = (container: { resolve: <T>(key: string) => T }) =>
  container.resolve<AccountModuleService>(ACCOUNT_MODULE)

export const createCustomerAccountRecordStep = createStep(
  "create-customer-account-record",
  async (input: AccountFields & { customer_id: string }, { container }) => {
    const account = await service(container).createCustomerAccounts(input)
    return new StepResponse(account, account.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteCustomerAccounts([id])
  }
)

/**
 * Changes a customer's account row, creating it when the customer has none yet (customers made
 * by staff); undo puts the previous values back, or removes the row it created.
 */
export const updateCustomerAccountRecordStep = createStep(
  "update-customer-account-record",
  async (input: { customer_id: string; update: AccountFields }, { container }) => {
    const accounts = service(container)
    const [previous] = await accounts.listCustomerAccounts({ customer_id: input.customer_id })
    if (!previous) {
      const created = await accounts.createCustomerAccounts({
        customer_id: input.customer_id,
        status: "active",
        ...input.update,
      })
      return new StepResponse(created, { created: created.id } as UpdateUndo)
    }
    const restore = Object.fromEntries(
      Object.keys(input.update).map((key) => [key, (previous as Record<string, unknown>)[key]])
    )
    const updated = await accounts.updateCustomerAccounts({ id: previous.id, ...input.update })
    return new StepResponse(updated, { id: previous.id, restore } as UpdateUndo)
  },
  async (undo: UpdateUndo | undefined, { container }) => {
    if (!undo) return
    if ("created" in undo) return void (await service(container).deleteCustomerAccounts([undo.created]))
    await service(container).updateCustomerAccounts({ id: undo.id, ...undo.restore })
  }
)
