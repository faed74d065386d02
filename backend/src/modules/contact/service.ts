import { MedusaService } from "@medusajs/framework/utils"
import ContactMessage from "./models/contact-message"

/** Contact messages: the generated CRUD is all the module needs (writes go through workflows). */
class ContactModuleService extends MedusaService({ ContactMessage }) {}

export default ContactModuleService
