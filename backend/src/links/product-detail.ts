import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import CatalogueModule from "../modules/catalogue"

/** One product, one set of page texts; removing the product removes them. */
export default defineLink(ProductModule.linkable.product, {
  linkable: CatalogueModule.linkable.productDetail,
  deleteCascade: true,
})
