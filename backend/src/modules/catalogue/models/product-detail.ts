import { model } from "@medusajs/framework/utils"

/**
 * The product page texts Medusa's product has no field for. Translatable fields get their English
 * version from the Translation module, like the product's own title and description.
 */
const ProductDetail = model.define("product_detail", {
  id: model.id({ prefix: "pdet" }).primaryKey(),
  details: model.text().translatable().default(""),
  how_to_use: model.text().translatable().default(""),
  /** Units sold before this shop's own orders existed (imported history). */
  sold_count: model.number().default(0),
})

export default ProductDetail
