/**
 * What the product page reads. The answer is shaped for the page (see route.ts), so clients do
 * not choose fields: the validator has no `fields` parameter and `defaults` is the whole list.
 */
export const productPageFields = [
  "id",
  "handle",
  "title",
  "subtitle",
  "description",
  "thumbnail",
  "images.id",
  "images.url",
  "images.rank",
  "type.value",
  "tags.value",
  "categories.id",
  "categories.handle",
  "categories.name",
  "categories.is_active",
  "categories.is_internal",
  "brand.id",
  "brand.handle",
  "brand.name",
  "product_detail.id",
  "product_detail.details",
  "product_detail.how_to_use",
  "product_detail.sold_count",
  "sales_channels.id",
  "variants.id",
  "variants.title",
  "variants.sku",
  "variants.variant_rank",
  "variants.manage_inventory",
  "variants.allow_backorder",
  "variants.calculated_price.*",
  "variants.inventory_items.inventory_item_id",
  "variants.inventory_items.required_quantity",
]

export const retrieveProductPageQueryConfig = {
  defaults: productPageFields,
  isList: false,
}
