/**
 * What a deal's product card needs, read from the variant that carries the deal price. The
 * answer is shaped for the home page, so clients do not choose fields: the validator has no
 * `fields` parameter and `defaults` is the whole list.
 */
export const dealVariantFields = [
  "id",
  "manage_inventory",
  "allow_backorder",
  "calculated_price.*",
  "product.id",
  "product.handle",
  "product.title",
  "product.subtitle",
  "product.thumbnail",
  "product.status",
  "product.images.url",
  "product.brand.name",
  "product.sales_channels.id",
]

export const getDealsQueryConfig = {
  defaults: dealVariantFields,
  isList: false,
}
