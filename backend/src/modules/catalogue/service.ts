import { MedusaService } from "@medusajs/framework/utils"
import Brand from "./models/brand"
import Tutorial from "./models/tutorial"
import ProductDetail from "./models/product-detail"

class CatalogueModuleService extends MedusaService({ Brand, ProductDetail, Tutorial }) {}

export default CatalogueModuleService
