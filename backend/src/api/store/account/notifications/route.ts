import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ACCOUNT_MODULE } from "../../../../modules/account"
import type AccountModuleService from "../../../../modules/account/service"
import type { StoreListNotificationsType } from "../validators"

const FIELDS = ["id", "kind", "data", "read_at", "created_at"]

/** The caller's dashboard notifications, newest first, with the unread count. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, StoreListNotificationsType>, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  const { limit, offset } = req.validatedQuery as StoreListNotificationsType
  const accounts = req.scope.resolve<AccountModuleService>(ACCOUNT_MODULE)
  const [[notifications, count], [, unreadCount]] = await Promise.all([
    accounts.listAndCountCustomerNotifications(
      { customer_id: customerId },
      { select: FIELDS, order: { created_at: "DESC" }, take: limit, skip: offset }
    ),
    accounts.listAndCountCustomerNotifications({ customer_id: customerId, read_at: null }, { select: ["id"], take: 1 }),
  ])
  res.json({ notifications, count, unread_count: unreadCount })
}
