import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { MtnMomoProviderService } from "./mtn-provider"
import { OrangeMoneyProviderService } from "./orange-provider"

/** Registered with id `mobile-money`: `pp_mtn-momo_mobile-money`, `pp_orange-money_mobile-money`. */
export default ModuleProvider(Modules.PAYMENT, {
  services: [MtnMomoProviderService, OrangeMoneyProviderService],
})
