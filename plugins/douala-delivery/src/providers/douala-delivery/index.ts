import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { DoualaDeliveryService } from "./service"

export default ModuleProvider(Modules.FULFILLMENT, {
  services: [DoualaDeliveryService],
})
