import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"

export type CustomerNotificationInput = { customer_id: string; kind: string; data?: Record<string, unknown> }

export const createCustomerNotificationsStep = createStep(
  "create-customer-notifications",
  async (input: CustomerNotificationInput[], { container }) => {
    const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
    const created = await accounts.createCustomerNotifications(input.map((n) => ({ ...n, data: n.data ?? {} })))
    return new StepResponse(created, created.map((n) => n.id))
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve<AccountModuleService>(ACCOUNT_MODULE).deleteCustomerNotifications(ids)
  }
)

/** Marks one of the customer's own notifications read (the filter includes the customer). */
export const markCustomerNotificationReadStep = createStep(
  "mark-customer-notification-read",
  async (input: { id: string; customer_id: string }, { container }) => {
    const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
    const [notification] = await accounts.listCustomerNotifications({ id: input.id, customer_id: input.customer_id })
    if (!notification) return new StepResponse(null, null)
    if (notification.read_at) return new StepResponse(notification, null)
    const updated = await accounts.updateCustomerNotifications({ id: notification.id, read_at: new Date() })
    return new StepResponse(updated, notification.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<AccountModuleService>(ACCOUNT_MODULE).updateCustomerNotifications({ id, read_at: null })
  }
)
