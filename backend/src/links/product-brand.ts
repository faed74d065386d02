import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import CatalogueModule from "../modules/catalogue"

/** Many products, one brand. */
export default defineLink(
  { linkable: ProductModule.linkable.product, isList: true },
  CatalogueModule.linkable.brand
)
