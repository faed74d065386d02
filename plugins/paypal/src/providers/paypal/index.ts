import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { PayPalProviderService } from "./service"

/** Registered with id `paypal`: `pp_paypal_paypal`. */
export default ModuleProvider(Modules.PAYMENT, { services: [PayPalProviderService] })
