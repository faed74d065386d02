import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readWhatsAppConfig } from "../../../../lib/config"
import { WHATSAPP_MODULE } from "../../../../modules/whatsapp"
import type WhatsAppModuleService from "../../../../modules/whatsapp/service"
import { setWhatsAppOptInWorkflow } from "../../../../workflows/set-whatsapp-opt-in"
import type { StoreSetWhatsAppPreference } from "./validators"

async function preferenceOf(req: AuthenticatedMedusaRequest) {
  const [subscription] = await req.scope
    .resolve<WhatsAppModuleService>(WHATSAPP_MODULE)
    .listWhatsAppSubscriptions({ customer_id: req.auth_context.actor_id }, { take: 1 })
  return { opted_in: subscription?.opted_in ?? false, phone: subscription?.phone || null }
}

/** The signed-in customer's choice about order updates on WhatsApp. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  // `available`: whether the shop sends order updates on WhatsApp at all (the checkout hides its box otherwise).
  res.json({ whatsapp: await preferenceOf(req), available: readWhatsAppConfig() !== null })
}

/** Turns the signed-in customer's order updates on WhatsApp on (with a number) or off. */
export async function POST(req: AuthenticatedMedusaRequest<StoreSetWhatsAppPreference>, res: MedusaResponse) {
  await setWhatsAppOptInWorkflow(req.scope).run({ input: { ...req.validatedBody, customer_id: req.auth_context.actor_id } })
  res.json({ whatsapp: await preferenceOf(req), available: readWhatsAppConfig() !== null })
}
