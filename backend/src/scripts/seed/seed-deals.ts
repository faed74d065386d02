import type { MedusaContainer } from "@medusajs/framework/types"
import { PriceListStatus } from "@medusajs/framework/utils"
import { createPriceListsWorkflow } from "@medusajs/medusa/core-flows"
import { findAll, findOne } from "./query"
import type { SeedData } from "./seed-data"

const DAY_MS = 24 * 60 * 60 * 1000

/** "Deals of the day": a price list (type "sale" by default) whose end date the home page shows. */
export async function seedDeals(container: MedusaContainer, data: SeedData) {
  const title = data.deals.title.fr
  if (await findOne(container, "price_list", ["id"], { title })) return
  const skus = data.deals.items.map((item) => data.products.find((p) => p.handle === item.product)!.sku)
  const variants = await findAll<{ id: string; sku: string }>(container, "product_variant", ["id", "sku"], {
    sku: skus,
  })
  const now = Date.now()
  await createPriceListsWorkflow(container).run({
    input: {
      price_lists_data: [
        {
          title,
          description: data.deals.title.en,
          status: PriceListStatus.ACTIVE,
          starts_at: new Date(now - DAY_MS).toISOString(),
          ends_at: new Date(now + data.deals.duration_days * DAY_MS).toISOString(),
          prices: data.deals.items.map((item, index) => ({
            variant_id: variants.find((v) => v.sku === skus[index])!.id,
            amount: item.sale_price,
            currency_code: "xaf",
          })),
        },
      ],
    },
  })
}
