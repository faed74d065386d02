import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import {
  createLinksWorkflow,
  createLocationFulfillmentSetWorkflow,
  createServiceZonesWorkflow,
  createShippingOptionsWorkflow,
} from "@medusajs/medusa/core-flows"
import type { SeedDelivery } from "./seed-data"
import type { StoreSetup } from "./seed-store"
import { findAll, findOne } from "./query"
import { addEnglish } from "./translations"

/** Registered in medusa-config.ts with `id: "douala-delivery"` (plugins/douala-delivery). */
const PROVIDER_ID = "douala-delivery_douala-delivery"

/**
 * Delivery from the Douala shop (docs/decisions/008): a fulfillment set on the shop's stock
 * location, one service zone per region, and one calculated shipping option per delivery option
 * of the douala-delivery provider. Names are French with an English translation.
 */
export async function seedDelivery(container: MedusaContainer, store: StoreSetup, delivery: SeedDelivery) {
  await linkProvider(container, store.locationId)
  const fulfillmentSetId = await ensureFulfillmentSet(container, store.locationId, delivery.fulfillment_set)
  const zoneIds = await ensureServiceZones(container, fulfillmentSetId, delivery.service_zones)
  const published = await container.resolve(Modules.FULFILLMENT).retrieveFulfillmentOptions(PROVIDER_ID)

  const existing = await findAll(container, "shipping_option", ["id", "data"], { provider_id: PROVIDER_ID })
  const seeded = new Set(existing.map((option) => option.data?.id))
  for (const option of delivery.options.filter((option) => !seeded.has(option.code))) {
    const data = published.find((candidate) => candidate.id === option.code)
    if (!data) throw new Error(`Seed delivery: the provider has no option "${option.code}".`)
    const { result } = await createShippingOptionsWorkflow(container).run({
      input: [
        {
          name: option.name.fr,
          price_type: "calculated",
          provider_id: PROVIDER_ID,
          service_zone_id: zoneIds[option.zone]!,
          shipping_profile_id: store.shippingProfileId,
          type: { code: option.code, label: option.name.fr, description: "" },
          data,
          rules: rulesFor(option.code),
        },
      ],
    })
    await addEnglish(container, [
      { reference: "shipping_option", reference_id: result[0]!.id, fields: { name: option.name.en } },
    ])
  }
}

/**
 * Offered in the store, never for returns; the two home deliveries also by town, through the
 * `delivery_zone` the plugin's hook puts in the listing context.
 */
function rulesFor(code: string) {
  const rules = [
    { attribute: "enabled_in_store", operator: "eq" as const, value: "true" },
    { attribute: "is_return", operator: "eq" as const, value: "false" },
  ]
  if (code === "douala" || code === "cameroon") {
    rules.push({ attribute: "delivery_zone", operator: "eq" as const, value: code })
  }
  return rules
}

async function linkProvider(container: MedusaContainer, locationId: string) {
  const linked = await findOne(container, "location_fulfillment_provider", ["stock_location_id"], {
    stock_location_id: locationId,
    fulfillment_provider_id: PROVIDER_ID,
  })
  if (linked) return
  await createLinksWorkflow(container).run({
    input: [
      {
        [Modules.STOCK_LOCATION]: { stock_location_id: locationId },
        [Modules.FULFILLMENT]: { fulfillment_provider_id: PROVIDER_ID },
      },
    ],
  })
}

async function ensureFulfillmentSet(container: MedusaContainer, locationId: string, name: string) {
  const existing = await findOne(container, "fulfillment_set", ["id"], { name })
  if (existing) return existing.id as string
  await createLocationFulfillmentSetWorkflow(container).run({
    input: { location_id: locationId, fulfillment_set_data: { name, type: "shipping" } },
  })
  return (await findOne(container, "fulfillment_set", ["id"], { name }))!.id as string
}

/** Each zone covers the countries of the region of the same role (seed-store.ts). */
async function ensureServiceZones(
  container: MedusaContainer,
  fulfillmentSetId: string,
  zones: SeedDelivery["service_zones"]
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {}
  for (const zone of zones) {
    const existing = await findOne(container, "service_zone", ["id"], { name: zone.name, fulfillment_set_id: fulfillmentSetId })
    if (existing) {
      ids[zone.key] = existing.id
      continue
    }
    const region = await findOne(container, "region", ["countries.iso_2"], { name: zone.region })
    if (!region) throw new Error(`Seed delivery: no region named ${zone.region}.`)
    const { result } = await createServiceZonesWorkflow(container).run({
      input: {
        data: [
          {
            fulfillment_set_id: fulfillmentSetId,
            name: zone.name,
            geo_zones: region.countries.map((country: { iso_2: string }) => ({
              type: "country" as const,
              country_code: country.iso_2,
            })),
          },
        ],
      },
    })
    ids[zone.key] = result[0]!.id
  }
  return ids
}
