import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { WhatsAppNotificationService } from "./service"

/** Registered with id `whatsapp` on channel `whatsapp` (backend/medusa-config.ts). */
export default ModuleProvider(Modules.NOTIFICATION, { services: [WhatsAppNotificationService] })
