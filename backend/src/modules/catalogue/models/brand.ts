import { model } from "@medusajs/framework/utils"

/** A maker of the products we sell; products point to it through a link. */
const Brand = model.define("brand", {
  id: model.id({ prefix: "brand" }).primaryKey(),
  handle: model.text().unique(),
  name: model.text().searchable(),
  description: model.text().translatable().default(""),
})

export default Brand
