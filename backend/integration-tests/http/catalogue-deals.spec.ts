import { ProductStatus } from "@medusajs/framework/utils"
import { updatePriceListsWorkflow, updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import { integrationTestRunner } from "../test-runner"
import { BACKEND_DIR, seedCatalogue, storeHeaders } from "../helpers"

type Deal = {
  id: string | null
  title: string | null
  ends_at: string | null
  products: {
    id: string
    handle: string
    title: string
    subtitle: string | null
    thumbnail: string | null
    images: { url: string }[]
    brand: { name: string } | null
    price: { amount: number; original_amount: number; currency_code: string }
    in_stock: boolean
    rating: { average: number; count: number } | null
  }[]
}

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let store: Awaited<ReturnType<typeof storeHeaders>>

    beforeAll(async () => {
      await seedCatalogue(getContainer())
      store = await storeHeaders(api)
    })

    const getDeals = async (query = "", locale?: string): Promise<Deal> =>
      (await api.get(`/store/catalogue/deals${query}`, store(locale))).data

    describe("GET /store/catalogue/deals", () => {
      it("answers the running deal with its end and a card per product, sale price below the regular one", async () => {
        const deal = await getDeals()
        expect(deal.id).toMatch(/^plist_/)
        expect(deal.title).toBe("Les bons plans du jour")
        expect(new Date(deal.ends_at!).getTime()).toBeGreaterThan(Date.now())
        expect(deal.products.length).toBeGreaterThanOrEqual(5)
        for (const product of deal.products) {
          expect(product).toMatchObject({
            id: expect.stringMatching(/^prod_/),
            handle: expect.any(String),
            title: expect.any(String),
            thumbnail: expect.stringMatching(/\/uploads\/.+-400\.webp$/),
            brand: { name: expect.any(String) },
            in_stock: expect.any(Boolean),
          })
          expect(product.images[0].url).toMatch(/-800\.webp$/)
          // Null until the product has reviews.
          expect(product.rating === null || product.rating.count > 0).toBe(true)
          expect(product.price.currency_code).toBe("xaf")
          expect(Number.isInteger(product.price.amount)).toBe(true)
          expect(product.price.amount).toBeLessThan(product.price.original_amount)
        }
        const discounts = deal.products.map((p) => 1 - p.price.amount / p.price.original_amount)
        expect(discounts).toEqual([...discounts].sort((a, b) => b - a))
      })

      it("gives the same prices as the store's product list", async () => {
        const deal = await getDeals()
        const { data } = await api.get(
          `/store/products?handle[]=${deal.products[0].handle}&fields=*variants.calculated_price`,
          store()
        )
        const calculated = data.products[0].variants[0].calculated_price
        expect(deal.products[0].price).toMatchObject({
          amount: calculated.calculated_amount,
          original_amount: calculated.original_amount,
        })
      })

      it("answers in English with the en-US locale", async () => {
        const fr = await getDeals()
        const en = await getDeals("", "en-US")
        expect(en.products.map((p) => p.id)).toEqual(fr.products.map((p) => p.id))
        const translated = en.products.filter((p, index) => p.title !== fr.products[index].title)
        expect(translated.length).toBeGreaterThan(fr.products.length / 2)
      })

      it("honours limit and rejects a bad one or an unknown region with a clear 400", async () => {
        expect((await getDeals("?limit=2")).products).toHaveLength(2)
        const badLimit = await api.get("/store/catalogue/deals?limit=0", store()).catch((error: any) => error.response)
        expect(badLimit.status).toBe(400)
        expect(badLimit.data.message).toMatch(/limit/)
        const badRegion = await api
          .get("/store/catalogue/deals?region_id=reg_nope", store())
          .catch((error: any) => error.response)
        expect(badRegion.status).toBe(400)
        expect(badRegion.data.message).toMatch(/reg_nope/)
      })

      it("leaves out a product that is no longer published", async () => {
        const before = await getDeals()
        const hidden = before.products[0]
        await updateProductsWorkflow(getContainer()).run({
          input: { selector: { id: hidden.id }, update: { status: ProductStatus.DRAFT } },
        })
        try {
          const after = await getDeals()
          expect(after.products.map((p) => p.id)).not.toContain(hidden.id)
          expect(after.products).toHaveLength(before.products.length - 1)
        } finally {
          await updateProductsWorkflow(getContainer()).run({
            input: { selector: { id: hidden.id }, update: { status: ProductStatus.PUBLISHED } },
          })
        }
      })

      it("answers no deal once the deal has ended", async () => {
        const { id, ends_at } = await getDeals()
        const update = (endsAt: string) =>
          updatePriceListsWorkflow(getContainer()).run({ input: { price_lists_data: [{ id: id!, ends_at: endsAt }] } })
        await update(new Date(Date.now() - 60_000).toISOString())
        try {
          expect(await getDeals()).toEqual({ id: null, title: null, ends_at: null, products: [] })
        } finally {
          await update(ends_at!)
        }
        expect((await getDeals()).id).toBe(id)
      })
    })
  },
})
