import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readWhatsAppConfig } from "../../../../lib/config"

/** Whether the channel is configured, and what staff need to set up the webhook: never a secret. */
export async function GET(_req: MedusaRequest, res: MedusaResponse) {
  const config = readWhatsAppConfig()
  res.json({
    whatsapp: config
      ? { configured: true, api_host: new URL(config.baseUrl).host, phone_number_id: config.phoneNumberId, api_version: config.apiVersion, webhook_path: "/hooks/whatsapp" }
      : { configured: false },
  })
}
