import type { MedusaContainer } from "@medusajs/framework/types"
import { ACCOUNT_MODULE } from "../../modules/account"
import type AccountModuleService from "../../modules/account/service"

export type AccountStatus = "not_validated" | "active" | "deactivated" | "deleted"

/**
 * A customer without an account row (made by staff, or before accounts existed) is active. Every
 * store route refuses the token of an account that is not (lib/accounts/customer-sessions.ts).
 */
export async function getAccountStatus(container: MedusaContainer, customerId: string): Promise<AccountStatus> {
  const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
  const [account] = await accounts.listCustomerAccounts({ customer_id: customerId }, { select: ["status"] })
  return (account?.status as AccountStatus | undefined) ?? "active"
}
