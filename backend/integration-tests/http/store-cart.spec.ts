import fs from "node:fs"
import path from "node:path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, generateJwtToken, Modules } from "@medusajs/framework/utils"
import { createCustomersWorkflow } from "@medusajs/medusa/core-flows"
import type { MedusaContainer } from "@medusajs/framework/types"
import { BACKEND_DIR, seedCatalogue, storeHeaders } from "../helpers"

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
const plenty = singles.find((product) => product.stock > 10)!
const low = singles.find((product) => product.stock > 0 && product.stock <= 5)!
const soldOut = singles.find((product) => product.stock === 0)!

/** A customer and a token signed like the ones the login hands out (a Medusa customer JWT). */
async function customerWithToken(container: MedusaContainer, email: string) {
  const { result } = await createCustomersWorkflow(container).run({
    input: { customersData: [{ email, first_name: "Awa", last_name: "Ngono", has_account: true }] },
  })
  const customer = result[0]
  const authIdentity = await container.resolve(Modules.AUTH).createAuthIdentities({
    provider_identities: [{ provider: "emailpass", entity_id: email }],
    app_metadata: { customer_id: customer.id },
  })
  const { http } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  const token = generateJwtToken(
    { actor_id: customer.id, actor_type: "customer", auth_identity_id: authIdentity.id, app_metadata: { customer_id: customer.id } },
    { secret: http.jwtSecret, expiresIn: "1h" }
  )
  return { customer, token }
}

medusaIntegrationTestRunner({
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

      it("refuses more than the stock with 400 insufficient_inventory, counting what the cart holds", async () => {
        const cart = await newCart()
        const variant = await variantOf(low.handle)
        expect(variant.inventory_quantity).toBe(low.stock)
        const tooMany = await refusal(
          api.post(`/store/carts/${cart.id}/line-items`, { variant_id: variant.id, quantity: low.stock + 1 }, store())
        )
        expect(tooMany.status).toBe(400)
        expect(tooMany.data).toMatchObject({ type: "not_allowed", code: "insufficient_inventory" })

        await api.post(`/store/carts/${cart.id}/line-items`, { variant_id: variant.id, quantity: low.stock }, store())
        const oneMore = await refusal(
          api.post(`/store/carts/${cart.id}/line-items`, { variant_id: variant.id, quantity: 1 }, store())
        )
        expect(oneMore.data).toMatchObject({ code: "insufficient_inventory" })
      })

      it("refuses an out-of-stock product", async () => {
        const cart = await newCart()
        const variant = await variantOf(soldOut.handle)
        expect(variant.inventory_quantity).toBe(0)
        const response = await refusal(
          api.post(`/store/carts/${cart.id}/line-items`, { variant_id: variant.id, quantity: 1 }, store())
        )
        expect(response.data).toMatchObject({ code: "insufficient_inventory" })
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
        expect(response.data).toMatchObject({ code: "insufficient_inventory" })
      })
    })

    describe("POST /store/carts/:id/customer", () => {
      it("transfers an anonymous cart to the signed-in customer, keeping its lines", async () => {
        const cart = await newCart()
        const variant = await variantOf(plenty.handle)
        await api.post(`/store/carts/${cart.id}/line-items`, { variant_id: variant.id, quantity: 2 }, store())
        const { customer, token } = await customerWithToken(getContainer(), "awa.ngono@example.cm")

        const anonymous = await refusal(api.post(`/store/carts/${cart.id}/customer`, {}, store()))
        expect(anonymous.status).toBe(401)

        const headers = { headers: { ...store().headers, authorization: `Bearer ${token}` } }
        const { data } = await api.post(`/store/carts/${cart.id}/customer`, {}, headers)
        expect(data.cart).toMatchObject({ customer_id: customer.id, email: "awa.ngono@example.cm" })
        expect(data.cart.items[0]).toMatchObject({ quantity: 2, variant_id: variant.id })
      })
    })
  },
})
