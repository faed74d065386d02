import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WHATSAPP_MODULE } from "../../modules/whatsapp"
import type WhatsAppModuleService from "../../modules/whatsapp/service"

export type SetSubscriptionInput = { customer_id: string; opted_in: boolean; phone?: string }

type Previous = { created: string } | { updated: { id: string; phone: string; opted_in: boolean; opted_in_at: Date | null; opted_out_at: Date | null } }

/**
 * Records a customer's choice (the checkout's box, the account page): opting in needs a number,
 * opting out keeps the last one. Undo puts the previous row back (or removes the new one).
 */
export const setSubscriptionStep = createStep(
  "set-whatsapp-subscription",
  async (input: SetSubscriptionInput, { container }) => {
    const whatsapp = container.resolve<WhatsAppModuleService>(WHATSAPP_MODULE)
    const [current] = await whatsapp.listWhatsAppSubscriptions({ customer_id: input.customer_id }, { take: 1 })
    const now = new Date()
    if (!current) {
      const created = await whatsapp.createWhatsAppSubscriptions({
        customer_id: input.customer_id,
        phone: input.phone ?? "",
        opted_in: input.opted_in,
        opted_in_at: input.opted_in ? now : null,
        opted_out_at: input.opted_in ? null : now,
      })
      return new StepResponse(created, { created: created.id } as Previous)
    }
    const previous: Previous = {
      updated: {
        id: current.id,
        phone: current.phone,
        opted_in: current.opted_in,
        opted_in_at: current.opted_in_at ? new Date(current.opted_in_at) : null,
        opted_out_at: current.opted_out_at ? new Date(current.opted_out_at) : null,
      },
    }
    const changed = current.opted_in !== input.opted_in
    const updated = await whatsapp.updateWhatsAppSubscriptions({
      id: current.id,
      phone: input.phone ?? current.phone,
      opted_in: input.opted_in,
      ...(changed ? (input.opted_in ? { opted_in_at: now } : { opted_out_at: now }) : {}),
    })
    return new StepResponse(updated, previous)
  },
  async (previous, { container }) => {
    if (!previous) return
    const whatsapp = container.resolve<WhatsAppModuleService>(WHATSAPP_MODULE)
    if ("created" in previous) await whatsapp.deleteWhatsAppSubscriptions(previous.created)
    else await whatsapp.updateWhatsAppSubscriptions(previous.updated)
  }
)
