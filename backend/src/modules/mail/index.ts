import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { MailNotificationService } from "./service"

export default ModuleProvider(Modules.NOTIFICATION, { services: [MailNotificationService] })
