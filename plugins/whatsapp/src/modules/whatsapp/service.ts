import { MedusaService } from "@medusajs/framework/utils"
import { WhatsAppMessageStatus } from "./models/whatsapp-message-status"
import { WhatsAppSubscription } from "./models/whatsapp-subscription"

/** `WhatsAppDeliveryReport`: the statuses, under a name whose plural the generated methods and their types agree on. */
export default class WhatsAppModuleService extends MedusaService({ WhatsAppSubscription, WhatsAppDeliveryReport: WhatsAppMessageStatus }) {}
