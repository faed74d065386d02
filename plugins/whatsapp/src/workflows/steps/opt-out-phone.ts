import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WHATSAPP_MODULE } from "../../modules/whatsapp"
import type WhatsAppModuleService from "../../modules/whatsapp/service"

export type OptedOut = { subscription_id: string; customer_id: string; phone: string; opted_out_at: string }

/**
 * STOP from a number: every customer opted in with it is opted out. Only subscriptions still on
 * change, so a replayed STOP finds none and nothing is confirmed twice. Undo turns them back on.
 */
export const optOutPhoneStep = createStep(
  "opt-out-whatsapp-phone",
  async (input: { phone: string }, { container }) => {
    const whatsapp = container.resolve<WhatsAppModuleService>(WHATSAPP_MODULE)
    const subscriptions = await whatsapp.listWhatsAppSubscriptions({ phone: input.phone, opted_in: true })
    if (!subscriptions.length) return new StepResponse([] as OptedOut[], [] as { id: string; opted_out_at: string | null }[])
    const now = new Date()
    await whatsapp.updateWhatsAppSubscriptions(subscriptions.map((row) => ({ id: row.id, opted_in: false, opted_out_at: now })))
    const optedOut = subscriptions.map((row) => ({ subscription_id: row.id, customer_id: row.customer_id, phone: row.phone, opted_out_at: now.toISOString() }))
    const previous = subscriptions.map((row) => ({ id: row.id, opted_out_at: row.opted_out_at ? new Date(row.opted_out_at).toISOString() : null }))
    return new StepResponse(optedOut, previous)
  },
  async (previous, { container }) => {
    if (!previous?.length) return
    await container
      .resolve<WhatsAppModuleService>(WHATSAPP_MODULE)
      .updateWhatsAppSubscriptions(previous.map((row) => ({ id: row.id, opted_in: true, opted_out_at: row.opted_out_at ? new Date(row.opted_out_at) : null })))
  }
)
