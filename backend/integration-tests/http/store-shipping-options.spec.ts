import { integrationTestRunner } from "../test-runner"
import { BACKEND_DIR, seedCatalogue, storeHeaders } from "../helpers"

type Address = { city: string; country_code: string }
type ShippingOption = {
  id: string
  name: string
  amount?: number
  data: { id: string; promise: { kind: string; working_days?: number; shop_hours?: Record<string, unknown> } }
}

/**
 * The fee outside Douala set in the test environment's configuration (vitest.settings.ts), not its
 * default (2 000): the fee the provider charges and the one `GET /store/shop` tells the pages both
 * follow it.
 */
const CAMEROON_FEE = 2500

const address = (where: Address) => ({
  first_name: "Awa",
  last_name: "Ngono",
  address_1: "Rue de la Joie",
  phone: "237670000000",
  ...where,
})

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let store: Awaited<ReturnType<typeof storeHeaders>>
    let regionIds: Record<string, string>
    let variantId: string

    beforeAll(async () => {
      await seedCatalogue(getContainer())
      store = await storeHeaders(api)
      const { data } = await api.get("/store/regions?fields=id,name", store())
      regionIds = Object.fromEntries(data.regions.map((region: { id: string; name: string }) => [region.name, region.id]))
      // Any product with stock to spare: the seed also holds sold-out and low-stock ones.
      const products = await api.get("/store/products?limit=50&fields=variants.id,variants.inventory_quantity", store())
      const variants = products.data.products.flatMap((product: any) => product.variants)
      variantId = variants.find((variant: any) => variant.inventory_quantity >= 20).id
    })

    async function cartFor(where: Address, locale?: string) {
      const region = where.country_code === "cm" ? "Cameroon" : "International"
      const { data } = await api.post(
        "/store/carts",
        {
          region_id: regionIds[region],
          items: [{ variant_id: variantId, quantity: 1 }],
          shipping_address: address(where),
          // Shipping option names follow the cart's locale (the storefront sets it).
          ...(locale ? { locale } : {}),
        },
        store()
      )
      return data.cart.id as string
    }

    async function optionsFor(cartId: string): Promise<ShippingOption[]> {
      const { data } = await api.get(`/store/shipping-options?cart_id=${cartId}`, store())
      return data.shipping_options
    }

    const byCode = (options: ShippingOption[], code: string) => options.find((option) => option.data.id === code)!

    async function calculate(cartId: string, optionId: string) {
      const { data } = await api.post(`/store/shipping-options/${optionId}/calculate`, { cart_id: cartId }, store())
      return data.shipping_option as ShippingOption
    }

    async function choose(cartId: string, optionId: string) {
      const { data } = await api.post(
        `/store/carts/${cartId}/shipping-methods?fields=shipping_total,*shipping_methods`,
        { option_id: optionId },
        store()
      )
      return data.cart as { shipping_total: number; shipping_methods: { amount: number; name: string; data: Record<string, unknown> }[] }
    }

    describe("GET /store/shipping-options and POST /store/shipping-options/:id/calculate", () => {
      it("offers Douala delivery at 1,000 XAF and pickup for free to a Douala address", async () => {
        const cartId = await cartFor({ city: "Douala", country_code: "cm" })
        const options = await optionsFor(cartId)
        expect(options.map((option) => option.data.id).sort()).toEqual(["douala", "pickup"])
        expect(byCode(options, "douala").name).toBe("Livraison à Douala")
        expect((await calculate(cartId, byCode(options, "douala").id)).amount).toBe(1000)
        expect((await calculate(cartId, byCode(options, "pickup").id)).amount).toBe(0)
      })

      it('reads "DOUALA " as Douala: trimmed and case-insensitive', async () => {
        const cartId = await cartFor({ city: "DOUALA ", country_code: "cm" })
        const options = await optionsFor(cartId)
        expect(options.map((option) => option.data.id).sort()).toEqual(["douala", "pickup"])
        expect((await calculate(cartId, byCode(options, "douala").id)).amount).toBe(1000)
      })

      it("charges the configured fee for Yaoundé and does not offer Douala delivery there", async () => {
        const cartId = await cartFor({ city: "Yaoundé", country_code: "cm" })
        const options = await optionsFor(cartId)
        expect(options.map((option) => option.data.id).sort()).toEqual(["cameroon", "pickup"])
        expect((await calculate(cartId, byCode(options, "cameroon").id)).amount).toBe(CAMEROON_FEE)
      })

      it("offers only the quoted international courier abroad, at 0 until quoted", async () => {
        const cartId = await cartFor({ city: "Paris", country_code: "fr" })
        const options = await optionsFor(cartId)
        expect(options.map((option) => option.data.id)).toEqual(["international"])
        expect((await calculate(cartId, options[0]!.id)).amount).toBe(0)
      })

      it("carries the delivery promise as data and the names in English for en-US", async () => {
        const cartId = await cartFor({ city: "Douala", country_code: "cm" }, "en-US")
        const options = await optionsFor(cartId)
        expect(byCode(options, "douala").name).toBe("Delivery in Douala")
        expect(byCode(options, "douala").data.promise).toEqual({ kind: "delivery", working_days: 3, from: "order_confirmation" })
        expect(byCode(options, "pickup").name).toBe("Shop pickup")
        expect(byCode(options, "pickup").data.promise).toEqual({
          kind: "pickup",
          shop_hours: { days: ["mon", "tue", "wed", "thu", "fri", "sat"], opens: "09:00", closes: "18:00", utc_offset: "+01:00" },
        })
      })

      it("refuses to price Douala delivery for a Yaoundé cart with a clear 400", async () => {
        const douala = byCode(await optionsFor(await cartFor({ city: "Douala", country_code: "cm" })), "douala")
        const yaounde = await cartFor({ city: "Yaoundé", country_code: "cm" })
        const error = await api
          .post(`/store/shipping-options/${douala.id}/calculate`, { cart_id: yaounde }, store())
          .catch((e: any) => e.response)
        expect(error.status).toBe(400)
        expect(error.data).toMatchObject({ type: "invalid_data", code: "delivery_option_not_available" })
        expect(error.data.message).toMatch(/does not serve this address \(Yaoundé, CM\)/)
      })
    })

    describe("POST /store/carts/:id/shipping-methods", () => {
      it.each([
        ["Douala", "douala", 1000],
        ["DOUALA ", "douala", 1000],
        ["Yaoundé", "cameroon", CAMEROON_FEE],
        ["Yaoundé", "pickup", 0],
      ])("for %j with %s, sets the fee at %i XAF", async (city, code, fee) => {
        const cartId = await cartFor({ city, country_code: "cm" })
        const cart = await choose(cartId, byCode(await optionsFor(cartId), code).id)
        expect(cart.shipping_methods).toHaveLength(1)
        expect(cart.shipping_methods[0]).toMatchObject({ amount: fee, data: { delivery_option: code, quote_pending: false } })
        expect(cart.shipping_total).toBe(fee)
      })

      it("marks the international courier's quote as pending at 0 XAF", async () => {
        const cartId = await cartFor({ city: "Lyon", country_code: "fr" })
        const cart = await choose(cartId, (await optionsFor(cartId))[0]!.id)
        expect(cart.shipping_methods[0]).toMatchObject({
          amount: 0,
          name: "Coursier international (devis)",
          data: { delivery_option: "international", quote_pending: true },
        })
      })

      it("drops Douala delivery when the address moves to another town", async () => {
        const cartId = await cartFor({ city: "Douala", country_code: "cm" })
        await choose(cartId, byCode(await optionsFor(cartId), "douala").id)
        const { data } = await api.post(`/store/carts/${cartId}`, { shipping_address: address({ city: "Bafoussam", country_code: "cm" }) }, store())
        expect(data.cart.shipping_methods).toEqual([])
      })

      it("refuses an unknown option id, or an option that does not fit the address, with a 400", async () => {
        const cartId = await cartFor({ city: "Yaoundé", country_code: "cm" })
        const unknown = await api
          .post(`/store/carts/${cartId}/shipping-methods`, { option_id: "so_does_not_exist" }, store())
          .catch((e: any) => e.response)
        expect(unknown.status).toBe(400)
        expect(unknown.data.type).toBe("invalid_data")
        expect(unknown.data.message).toMatch(/invalid/i)

        const douala = byCode(await optionsFor(await cartFor({ city: "Douala", country_code: "cm" })), "douala")
        const misfit = await api
          .post(`/store/carts/${cartId}/shipping-methods`, { option_id: douala.id }, store())
          .catch((e: any) => e.response)
        expect(misfit.status).toBe(400)
        expect(misfit.data.type).toBe("invalid_data")
      })
    })

    describe("GET /store/shop", () => {
      it("tells the pages the shop's facts from the configuration: the fees charged, the hours, the numbers", async () => {
        const { data, headers } = await api.get("/store/shop", store())
        expect(data.shop).toMatchObject({
          name: expect.any(String),
          address: { city: "Douala", country_code: "cm" },
          phone: "+237690000000",
          whatsapp: "+237677000001",
          hours: { days: [1, 2, 3, 4, 5, 6], opens: "09:00", closes: "18:00", time_zone: "Africa/Douala" },
          delivery: { douala: 1000, cameroon: CAMEROON_FEE, working_days: 3 },
          unpaid_hold_working_days: 3,
        })
        // Staff's bank account is told only with an order's payment instructions.
        expect(data.shop).not.toHaveProperty("bank")
        expect(headers["cache-control"]).toBe("public, max-age=60")
      })
    })
  },
})
