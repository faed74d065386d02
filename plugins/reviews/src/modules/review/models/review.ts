import { model } from "@medusajs/framework/utils"
import { REVIEW_COMMENT_MAX_LENGTH } from "@dreamshade/contracts"

/**
 * One customer's review of one product. The author's name is copied when the review is written
 * (first name and last initial only), so the shop never reads the customer record to show it.
 * The unique (product_id, customer_id) index is what makes "once per product" hold when two
 * submissions race; the check in the workflow only gives the friendly answer first.
 * `verified_purchase` says whether the author still has a paid (or fulfilled) order of the
 * product: set when the review is written, rewritten when one of their orders is cancelled,
 * refunded, paid or fulfilled. The shop shows and counts only verified, visible reviews, so the
 * product page reads it from the row instead of the author's orders.
 */
export const Review = model
  .define("review", {
    id: model.id({ prefix: "rev" }).primaryKey(),
    product_id: model.text().searchable(),
    customer_id: model.text(),
    author_first_name: model.text().searchable(),
    author_last_initial: model.text(),
    rating: model.number(),
    comment: model.text().searchable(),
    status: model.enum(["visible", "hidden"]).default("visible"),
    verified_purchase: model.boolean().default(false),
    answer: model.text().nullable(),
    answered_at: model.dateTime().nullable(),
  })
  .indexes([
    { on: ["product_id", "customer_id"], unique: true, where: "deleted_at IS NULL" },
    { on: ["product_id", "status", "created_at"] },
  ])
  .checks([
    { name: "review_rating_range", expression: (columns) => `${columns.rating} BETWEEN 1 AND 5` },
    {
      name: "review_comment_length",
      expression: (columns) => `char_length(${columns.comment}) BETWEEN 1 AND ${REVIEW_COMMENT_MAX_LENGTH}`,
    },
  ])
