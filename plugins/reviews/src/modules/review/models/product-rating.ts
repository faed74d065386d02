import { model } from "@medusajs/framework/utils"

/**
 * A product's rating from its visible reviews, rewritten whenever one is added, hidden or
 * restored. The shop search (rating filter, facet, top-rated sort) and the product page read it
 * instead of averaging reviews on every request.
 */
export const ProductRating = model
  .define("product_rating", {
    id: model.id({ prefix: "prat" }).primaryKey(),
    product_id: model.text().unique(),
    average: model.float().nullable(),
    count: model.number().default(0),
    stars_1: model.number().default(0),
    stars_2: model.number().default(0),
    stars_3: model.number().default(0),
    stars_4: model.number().default(0),
    stars_5: model.number().default(0),
  })
