import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { integrationTestRunner } from "../test-runner"
import { BACKEND_DIR, seedCatalogue, storeHeaders } from "../helpers"
import { activeCustomer } from "../helpers/accounts"

/** Backend source through Node's require, as Medusa loads it: one copy of each workflow. */
const backendRequire = createRequire(__filename)
const { setCustomerAccountStatusWorkflow } = backendRequire(
  path.join(BACKEND_DIR, "src/workflows/accounts/workflows/set-customer-account-status.ts")
)

/**
 * The store cart API as the storefront uses it (Medusa's own routes, unchanged): a cart in the
 * Cameroon region, lines added by variant, stock refusals, and the transfer of an anonymous cart
 * to a signed-in customer.
 */
const SEED_DIR = path.resolve(BACKEND_DIR, "../seed")
const readSeed = (file: string) => JSON.parse(fs.readFileSync(path.join(SEED_DIR, file), "utf8"))
const categories: { handle: string }[] = readSeed("categories.json")
const singles: { handle: string; stock: number }[] = categories.flatMap((category) =>
  readSeed(`products/${category.handle}.json`)
)
const deals: { items: { product: string }[] } = readSeed("deals.json")
const onSale = new Set(deals.items.map((item) => item.product))
const plenty = singles.find((product) => product.stock > 10)!
/** Another well-stocked product, at its one price (no deal), for the cache test to change. */
const changed = singles.find((product) => product.stock > 10 && product !== plenty && !onSale.has(product.handle))!
const low = singles.find((product) => product.stock > 0 && product.stock <= 5)!
const soldOut = singles.find((product) => product.stock === 0)!

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let store: Awaited<ReturnType<typeof storeHeaders>>
    let regionId: string

    beforeAll(async () => {
      await seedCatalogue(getContainer())
      store = await storeHeaders(api)
      const { data } = await api.get("/store/regions?fields=id,currency_code,*countries", store())
      regionId = data.regions.find((region: any) => region.countries.some((c: any) => c.iso_2 === "cm")).id
    })

    const variantOf = async (handle: string) => {
      const { data } = await api.get(
        `/store/products?handle=${handle}&region_id=${regionId}&fields=variants.id,+variants.inventory_quantity,*variants.calculated_price`,
        store()
      )
      return data.products[0].variants[0]
    }
    const newCart = async () => (await api.post("/store/carts", { region_id: regionId, locale: "fr-FR" }, store())).data.cart
    const refusal = (promise: Promise<unknown>) => promise.then(
      () => { throw new Error("expected a refusal") },
      (error: any) => error.response
    )

    describe("POST /store/carts/:id/line-items", () => {
      it("adds a line in XAF and merges a second add of the same variant", async () => {
        const cart = await newCart()
        expect(cart.currency_code).toBe("xaf")
        const variant = await variantOf(plenty.handle)
        await api.post(`/store/carts/${cart.id}/line-items`, { variant_id: variant.id, quantity: 2 }, store())
        const { data } = await api.post(`/store/carts/${cart.id}/line-items`, { variant_id: variant.id, quantity: 1 }, store())
        expect(data.cart.items).toHaveLength(1)
        expect(data.cart.items[0]).toMatchObject({ quantity: 3, unit_price: variant.calculated_price.calculated_amount, product_handle: plenty.handle })
        expect(data.cart.item_total).toBe(3 * variant.calculated_price.calculated_amount)
      })

      it("refuses more than the stock with 409 out_of_stock, counting what the cart holds", async () => {
        const cart = await newCart()
        const variant = await variantOf(low.handle)
        expect(variant.inventory_quantity).toBe(low.stock)
        const tooMany = await refusal(
          api.post(`/store/carts/${cart.id}/line-items`, { variant_id: variant.id, quantity: low.stock + 1 }, store())
        )
        expect(tooMany.status).toBe(409)
        expect(tooMany.data).toMatchObject({ type: "not_allowed", code: "out_of_stock" })

        await api.post(`/store/carts/${cart.id}/line-items`, { variant_id: variant.id, quantity: low.stock }, store())
        const oneMore = await refusal(
          api.post(`/store/carts/${cart.id}/line-items`, { variant_id: variant.id, quantity: 1 }, store())
        )
        expect(oneMore.data).toMatchObject({ code: "out_of_stock" })
      })

      it("refuses an out-of-stock product", async () => {
        const cart = await newCart()
        const variant = await variantOf(soldOut.handle)
        expect(variant.inventory_quantity).toBe(0)
        const response = await refusal(
          api.post(`/store/carts/${cart.id}/line-items`, { variant_id: variant.id, quantity: 1 }, store())
        )
        expect(response.data).toMatchObject({ code: "out_of_stock" })
      })
    })

    describe("POST /store/carts/:id/line-items/:line_id", () => {
      it("changes a quantity within the stock and refuses one beyond it", async () => {
        const cart = await newCart()
        const variant = await variantOf(low.handle)
        const added = (await api.post(`/store/carts/${cart.id}/line-items`, { variant_id: variant.id, quantity: 1 }, store())).data.cart
        const line = added.items[0]
        const { data } = await api.post(`/store/carts/${cart.id}/line-items/${line.id}`, { quantity: low.stock }, store())
        expect(data.cart.items[0].quantity).toBe(low.stock)
        const response = await refusal(
          api.post(`/store/carts/${cart.id}/line-items/${line.id}`, { quantity: low.stock + 1 }, store())
        )
        expect(response.data).toMatchObject({ code: "out_of_stock" })
      })
    })

    describe("with Medusa's Caching Module on (the default)", () => {
      it("prices and refuses the next add anew after a price and a stock change made in the admin", async () => {
        const { updateInventoryLevelsWorkflow, updateProductVariantsWorkflow } = await import("@medusajs/medusa/core-flows")
        const before = await variantOf(changed.handle)
        const first = await newCart()
        // Warms the cached lookups of an add to cart (the variant, its price set, its stock).
        const { data: warm } = await api.post(`/store/carts/${first.id}/line-items`, { variant_id: before.id, quantity: 1 }, store())
        expect(warm.cart.items[0].unit_price).toBe(before.calculated_price.calculated_amount)

        const newPrice = before.calculated_price.calculated_amount + 1000
        await updateProductVariantsWorkflow(getContainer()).run({
          input: { selector: { id: before.id }, update: { prices: [{ amount: newPrice, currency_code: "xaf" }] } },
        })
        const query = getContainer().resolve("query")
        const { data: links } = await query.graph({
          entity: "variant",
          fields: ["inventory_items.inventory_item_id", "inventory_items.inventory.location_levels.location_id"],
          filters: { id: before.id },
        })
        const item = links[0].inventory_items[0]
        await updateInventoryLevelsWorkflow(getContainer()).run({
          input: { updates: [{ inventory_item_id: item.inventory_item_id, location_id: item.inventory.location_levels[0].location_id, stocked_quantity: 2 }] },
        })

        const second = await newCart()
        const { data: repriced } = await api.post(`/store/carts/${second.id}/line-items`, { variant_id: before.id, quantity: 2 }, store())
        expect(repriced.cart.items[0].unit_price).toBe(newPrice)
        expect((await variantOf(changed.handle)).inventory_quantity).toBe(2)
        const third = await newCart()
        const beyond = await refusal(api.post(`/store/carts/${third.id}/line-items`, { variant_id: before.id, quantity: 3 }, store()))
        expect(beyond.status).toBe(409)
      })
    })

    describe("POST /store/carts/:id/customer", () => {
      it("transfers an anonymous cart to the signed-in customer, keeping its lines", async () => {
        const cart = await newCart()
        const variant = await variantOf(plenty.handle)
        await api.post(`/store/carts/${cart.id}/line-items`, { variant_id: variant.id, quantity: 2 }, store())
        // Registered, activated and signed in through the accounts API, as the storefront does.
        const { id: customerId, input, token } = await activeCustomer(api, store)

        const anonymous = await refusal(api.post(`/store/carts/${cart.id}/customer`, {}, store()))
        expect(anonymous.status).toBe(401)

        const headers = { headers: { ...store().headers, authorization: `Bearer ${token}` } }
        const { data } = await api.post(`/store/carts/${cart.id}/customer`, {}, headers)
        expect(data.cart).toMatchObject({ customer_id: customerId, email: input.email })
        expect(data.cart.items[0]).toMatchObject({ quantity: 2, variant_id: variant.id })
      })

      it("hands a second cart to the same customer (a cached customer lookup is read again intact)", async () => {
        const { id: customerId, token } = await activeCustomer(api, store)
        const headers = { headers: { ...store().headers, authorization: `Bearer ${token}` } }
        for (const cart of [await newCart(), await newCart()]) {
          const { data } = await api.post(`/store/carts/${cart.id}/customer`, {}, headers)
          expect(data.cart).toMatchObject({ id: cart.id, customer_id: customerId })
        }
      })

      it("refuses the token of a deactivated account with 401", async () => {
        const cart = await newCart()
        const { id: customerId, token } = await activeCustomer(api, store)
        await setCustomerAccountStatusWorkflow(getContainer()).run({ input: { customer_id: customerId, status: "deactivated" } })
        const headers = { headers: { ...store().headers, authorization: `Bearer ${token}` } }
        const response = await refusal(api.post(`/store/carts/${cart.id}/customer`, {}, headers))
        expect(response.status).toBe(401)
        const { data } = await api.get(`/store/carts/${cart.id}`, store())
        expect(data.cart.customer?.id ?? null).toBeNull()
        expect(data.cart.email).toBeNull()
      })
    })
  },
})
