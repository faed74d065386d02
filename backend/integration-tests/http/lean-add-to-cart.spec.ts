import path from "node:path"
import { createRequire } from "node:module"
import fc from "fast-check"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../test-runner"
import { BACKEND_DIR, seedCatalogue, storeHeaders } from "../helpers"
import { createFlatShippingOption, DOUALA_ADDRESS } from "../checkout"

/** Backend source through Node's require, as Medusa loads it: one copy of each workflow. */
const backendRequire = createRequire(__filename)
const { leanAddToCartWorkflow, leanAddToCartWorkflowId } = backendRequire(
  path.join(BACKEND_DIR, "src/workflows/carts/workflows/lean-add-to-cart.ts")
)

/**
 * The lean add to cart (docs/decisions/045) against Medusa's `addToCartWorkflow`: random carts, in
 * both regions, with and without an address, lines added, a promotion code, a delivery method and
 * a payment collection in a random order, are built twice, one through the lean workflow and one
 * through Medusa's; after every step both carts must hold the same lines, prices, adjustments,
 * tax lines and totals. Taxes are made non-zero here (the seed's are zero) so that a missing or
 * wrong tax line shows.
 */
const PARIS_ADDRESS = { first_name: "Awa", last_name: "Diallo", address_1: "12 rue de Rivoli", city: "Paris", country_code: "fr", postal_code: "75001" }
const TAX_RATES = [
  { country_code: "cm", rate: 19.25, code: "TVA-CM" },
  { country_code: "fr", rate: 20, code: "TVA-FR" },
]
const PROMO_CODE = "BIENVENUE10"
const CASES = 16

/** What must be the same in both carts (no ids, no dates). */
const COMPARED_FIELDS = [
  "currency_code", "region_id", "total", "subtotal", "tax_total", "item_total", "item_subtotal", "item_tax_total",
  "discount_total", "discount_tax_total", "shipping_total", "shipping_tax_total", "original_total",
  "promotions.code",
  "items.variant_id", "items.product_id", "items.title", "items.product_title", "items.variant_title",
  "items.variant_sku", "items.product_handle", "items.thumbnail", "items.quantity", "items.unit_price",
  "items.compare_at_unit_price", "items.is_tax_inclusive", "items.is_discountable", "items.requires_shipping",
  "items.is_custom_price", "items.metadata", "items.total", "items.subtotal", "items.tax_total",
  "items.discount_total", "items.original_total",
  "items.tax_lines.code", "items.tax_lines.rate", "items.tax_lines.description", "items.tax_lines.provider_id",
  "items.adjustments.code", "items.adjustments.amount", "items.adjustments.promotion_id",
  "shipping_methods.name", "shipping_methods.amount", "shipping_methods.total", "shipping_methods.tax_total",
  "shipping_methods.tax_lines.code", "shipping_methods.tax_lines.rate",
  "shipping_methods.adjustments.code", "shipping_methods.adjustments.amount",
  "payment_collection.amount", "payment_collection.currency_code",
]

type Step =
  | { kind: "add"; variant: number; quantity: number }
  | { kind: "promotion" }
  | { kind: "delivery" }
  | { kind: "payment" }

const stepArbitrary = (variants: number): fc.Arbitrary<Step> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant("add" as const), variant: fc.nat({ max: variants - 1 }), quantity: fc.integer({ min: 1, max: 3 }) }) },
    { weight: 1, arbitrary: fc.constant({ kind: "promotion" as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: "delivery" as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: "payment" as const }) }
  )

const sortedBy = <T>(rows: T[] | null | undefined, key: (row: T) => string) =>
  [...(rows ?? [])].sort((a, b) => key(a).localeCompare(key(b)))

/** Plain values (Medusa's big numbers as numbers) without the ids Query adds, which differ by cart. */
const withoutIds = (value: unknown): any => {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (!value || typeof value !== "object") return value
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== "id").map(([key, inner]) => [key, withoutIds(inner)]))
}

async function comparableCart(container: MedusaContainer, cartId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: COMPARED_FIELDS, filters: { id: cartId } })
  const cart = withoutIds(JSON.parse(JSON.stringify(data[0])))
  return {
    ...cart,
    items: sortedBy(cart.items, (item: any) => item.variant_id).map((item: any) => ({
      ...item,
      tax_lines: sortedBy(item.tax_lines, (line: any) => line.code),
      adjustments: sortedBy(item.adjustments, (adjustment: any) => adjustment.code),
    })),
  }
}

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let store: Awaited<ReturnType<typeof storeHeaders>>
    let regions: { cameroon: string; international: string }
    let deliveries: { cameroon: string; international: string }
    let variantIds: string[]

    beforeAll(async () => {
      const container = getContainer()
      const { createShippingOptionsWorkflow, createTaxRatesWorkflow } = await import("@medusajs/medusa/core-flows")
      await seedCatalogue(container)
      store = await storeHeaders(api)
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data: regionRows } = await query.graph({ entity: "region", fields: ["id", "name", "countries.iso_2"] })
      const regionOf = (country: string) => regionRows.find((region: any) => region.countries.some((c: any) => c.iso_2 === country))!.id
      regions = { cameroon: regionOf("cm"), international: regionOf("fr") }

      const { data: taxRegions } = await query.graph({ entity: "tax_region", fields: ["id", "country_code"], filters: { country_code: TAX_RATES.map((rate) => rate.country_code) } })
      await createTaxRatesWorkflow(container).run({
        input: TAX_RATES.map(({ country_code, rate, code }) => ({
          tax_region_id: taxRegions.find((region: any) => region.country_code === country_code)!.id,
          name: code,
          code,
          rate,
          is_default: true,
        })),
      })

      // A delivery for each region: the Cameroon one from the order specs, an international one beside it.
      const cameroonDelivery = await createFlatShippingOption(container)
      const [set] = (await query.graph({ entity: "fulfillment_set", fields: ["id"], filters: { name: "Test delivery" } })).data
      const [profile] = (await query.graph({ entity: "shipping_profile", fields: ["id"], filters: { type: "default" } })).data
      const zone = await container.resolve(Modules.FULFILLMENT).createServiceZones({
        name: "France (test)",
        fulfillment_set_id: set.id,
        geo_zones: [{ type: "country", country_code: "fr" }],
      })
      const { result: [internationalDelivery] } = await createShippingOptionsWorkflow(container).run({
        input: [{
          name: "Courier (test)",
          service_zone_id: zone.id,
          shipping_profile_id: profile.id,
          provider_id: "manual_manual",
          type: { label: "Courier", description: "Flat fee", code: "test-courier" },
          price_type: "flat",
          prices: [{ amount: 15000, currency_code: "xaf" }],
        }],
      })
      deliveries = { cameroon: cameroonDelivery, international: internationalDelivery.id }

      // Well-stocked variants, a deal among them when the seed has one (a price list price).
      const { data } = await api.get(
        `/store/products?limit=40&region_id=${regions.cameroon}&fields=variants.id,+variants.inventory_quantity,*variants.calculated_price`,
        store()
      )
      const stocked = data.products.flatMap((product: any) => product.variants).filter((variant: any) => variant.inventory_quantity >= 30)
      const onSale = stocked.filter((variant: any) => variant.calculated_price?.calculated_price?.price_list_type === "sale")
      variantIds = [...onSale.slice(0, 1), ...stocked.filter((variant: any) => !onSale.includes(variant)).slice(0, 4)].map((variant: any) => variant.id)
      expect(variantIds.length).toBeGreaterThanOrEqual(4)
    })

    const newCart = async (region: keyof typeof regions, withAddress: boolean) => {
      const address = region === "cameroon" ? DOUALA_ADDRESS : PARIS_ADDRESS
      const body = { region_id: regions[region], email: "lean@example.com", ...(withAddress ? { shipping_address: address } : {}) }
      return (await api.post("/store/carts", body, store())).data.cart.id as string
    }

    /** Runs one step on a cart; an add goes through `add`, the rest through the store API. */
    const runStep = async (cartId: string, step: Step, region: keyof typeof regions, add: (cartId: string, item: { variant_id: string; quantity: number }) => Promise<unknown>) => {
      if (step.kind === "add") return add(cartId, { variant_id: variantIds[step.variant]!, quantity: step.quantity })
      if (step.kind === "promotion") return api.post(`/store/carts/${cartId}/promotions`, { promo_codes: [PROMO_CODE] }, store())
      if (step.kind === "payment") return api.post("/store/payment-collections", { cart_id: cartId }, store())
      return api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: deliveries[region] }, store())
    }

    it(`gives the cart Medusa's add to cart gives, over ${CASES} random carts`, async () => {
      const container = getContainer()
      const { addToCartWorkflow } = await import("@medusajs/medusa/core-flows")
      const paths = { lean: 0, stock: 0 }
      const leanAdd = async (cartId: string, item: { variant_id: string; quantity: number }) => {
        const { result } = await leanAddToCartWorkflow(container).run({ input: { cart_id: cartId, items: [item] } })
        paths[result ? "lean" : "stock"]++
      }
      const stockAdd = (cartId: string, item: { variant_id: string; quantity: number }) =>
        addToCartWorkflow(container).run({ input: { cart_id: cartId, items: [item] } })
      const scenario = fc.record({
        region: fc.constantFrom("cameroon" as const, "international" as const),
        withAddress: fc.boolean(),
        steps: fc.array(stepArbitrary(variantIds.length), { minLength: 2, maxLength: 5 }),
      })

      await fc.assert(
        fc.asyncProperty(scenario, async ({ region, withAddress, steps }) => {
          const [lean, stock] = [await newCart(region, withAddress), await newCart(region, withAddress)]
          for (const step of steps) {
            // A delivery needs an address in its zone: without one both carts are refused alike.
            if (step.kind === "delivery" && !withAddress) continue
            await runStep(lean, step, region, leanAdd)
            await runStep(stock, step, region, stockAdd)
            expect(await comparableCart(container, lean)).toEqual(await comparableCart(container, stock))
          }
        }),
        { numRuns: CASES }
      )
      // Both paths ran: the lean one, and Medusa's for carts with a promotion, delivery or payment.
      expect(paths.lean).toBeGreaterThan(0)
      expect(paths.stock).toBeGreaterThan(0)
    }, 300_000) // 109 s at a load of 22–24 on 2 cores.

    it("hands a cart to Medusa's workflow while the shop has an automatic promotion, which it applies", async () => {
      const container = getContainer()
      const { createPromotionsWorkflow } = await import("@medusajs/medusa/core-flows")
      await createPromotionsWorkflow(container).run({
        input: {
          promotionsData: [{
            code: "AUTO5",
            type: "standard",
            status: "active",
            is_automatic: true,
            application_method: { type: "percentage", target_type: "order", allocation: "across", value: 5, currency_code: "xaf" },
          }],
        },
      })
      const cartId = await newCart("cameroon", true)
      const { result: lean } = await leanAddToCartWorkflow(container).run({
        input: { cart_id: cartId, items: [{ variant_id: variantIds[0]!, quantity: 2 }] },
      })
      expect(lean).toBe(false)
      const cart = await comparableCart(container, cartId)
      expect(cart.promotions.map((promotion: any) => promotion.code)).toEqual(["AUTO5"])
      expect(cart.discount_total).toBeGreaterThan(0)
    })

    it("hands a cart to Medusa's workflow while a price list has a rule on the cart's total", async () => {
      const container = getContainer()
      const { createPriceListsWorkflow } = await import("@medusajs/medusa/core-flows")
      await createPriceListsWorkflow(container).run({
        input: {
          price_lists_data: [{
            title: "Grand panier",
            description: "Dès 50 000 FCFA d'articles / From 50,000 FCFA of items",
            status: "active",
            rules: { item_total: ["50000"] },
            prices: [{ amount: 1000, currency_code: "xaf", variant_id: variantIds[0]! }],
          }],
        },
      })
      const cartId = await newCart("cameroon", true)
      const { result: lean } = await leanAddToCartWorkflow(container).run({
        input: { cart_id: cartId, items: [{ variant_id: variantIds[0]!, quantity: 1 }] },
      })
      expect(lean).toBe(false)
    })

    it("serves POST /store/carts/:id/line-items through the lean add, with Medusa's answer", async () => {
      const engine = getContainer().resolve(Modules.WORKFLOW_ENGINE)
      const results: unknown[] = []
      const subscriber = (event: { eventType: string; result?: unknown }) => {
        if (event.eventType === "onFinish") results.push(event.result)
      }
      await engine.subscribe({ workflowId: leanAddToCartWorkflowId, subscriber })
      try {
        const cartId = await newCart("cameroon", true)
        const { data } = await api.post(
          `/store/carts/${cartId}/line-items?fields=id,total,tax_total,*items`,
          { variant_id: variantIds[1], quantity: 2 },
          store()
        )
        expect(results).toEqual([true])
        expect(data.cart).toMatchObject({ id: cartId, items: [{ variant_id: variantIds[1], quantity: 2 }] })
        expect(data.cart.tax_total).toBeGreaterThan(0)
      } finally {
        await engine.unsubscribe({ workflowId: leanAddToCartWorkflowId, subscriberOrId: subscriber })
      }
    })
  },
})
