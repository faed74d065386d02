import {
  authenticate,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { ACCOUNT_MODULE } from "../../modules/account"
import type AccountModuleService from "../../modules/account/service"

export type AccountStatus = "not_validated" | "active" | "deactivated" | "deleted"

/** A customer without an account row (made by staff, or before accounts existed) is active. */
export async function getAccountStatus(container: MedusaContainer, customerId: string): Promise<AccountStatus> {
  const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
  const [account] = await accounts.listCustomerAccounts({ customer_id: customerId }, { select: ["status"] })
  return (account?.status as AccountStatus | undefined) ?? "active"
}

const customerToken = authenticate("customer", ["session", "bearer"], { allowUnauthenticated: true })

/**
 * On customer routes, a token of an account that is no longer usable (deactivated by staff,
 * deleted, or never activated) answers 401, so the storefront ends the session. Anonymous
 * requests pass: the route's own authentication decides about them.
 */
export function rejectInactiveCustomer() {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    customerToken(req as any, res, async (error?: unknown) => {
      if (error) return next(error)
      const customerId = (req as any).auth_context?.actor_id as string | undefined
      if (!customerId) return next()
      try {
        const status = await getAccountStatus(req.scope, customerId)
        if (status !== "active") {
          return next(new MedusaError(MedusaError.Types.UNAUTHORIZED, "Unauthorized"))
        }
        next()
      } catch (lookupError) {
        next(lookupError)
      }
    })
  }
}
