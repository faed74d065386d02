import { model } from "@medusajs/framework/utils"

/**
 * A product a customer keeps in their favourites. Once per customer and product: the unique
 * index is what holds under concurrent adds, and as it leads with `customer_id` it also serves
 * every "this customer's favourites" read.
 */
const Favourite = model
  .define("favourite", {
    id: model.id({ prefix: "fav" }).primaryKey(),
    customer_id: model.text(),
    product_id: model.text(),
  })
  .indexes([{ on: ["customer_id", "product_id"], unique: true }])

export default Favourite
