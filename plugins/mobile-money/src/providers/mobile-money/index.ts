import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { MtnMomoProviderService } from "./mtn-provider"

/** Registered with id `mobile-money`: `pp_mtn-momo_mobile-money`. */
export default ModuleProvider(Modules.PAYMENT, {
  services: [MtnMomoProviderService],
})
