import fs from "node:fs"
import path from "node:path"
import { integrationTestRunner } from "../test-runner"
import { Modules } from "@medusajs/framework/utils"
import { BACKEND_DIR, seedCatalogue, storeHeaders } from "../helpers"

/** The catalogue data the seed loaded: the expected answers. */
const SEED_DIR = path.resolve(BACKEND_DIR, "../seed")
const readSeed = (file: string) => JSON.parse(fs.readFileSync(path.join(SEED_DIR, file), "utf8"))
const categories: { handle: string; name: { fr: string; en: string } }[] = readSeed("categories.json")
const singles: Record<string, any>[] = categories.flatMap((category) =>
  readSeed(`products/${category.handle}.json`).map((product: object) => ({ ...product, category: category.handle }))
)
const packs: Record<string, any>[] = readSeed("packs.json")
const deals: { items: { product: string; sale_price: number }[]; duration_days: number } = readSeed("deals.json")
const seedProduct = (handle: string) => [...singles, ...packs].find((product) => product.handle === handle)!

const DAY_MS = 24 * 60 * 60 * 1000

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let store: Awaited<ReturnType<typeof storeHeaders>>

    beforeAll(async () => {
      await seedCatalogue(getContainer())
      store = await storeHeaders(api)
    })

    const productPage = async (handle: string, locale?: string) =>
      (await api.get(`/store/catalogue/products/${handle}`, store(locale))).data
    const failure = (url: string, config?: object) => api.get(url, config).catch((error: any) => error.response)

    describe("GET /store/catalogue/products/:handle", () => {
      it("answers in French by default and in English with the en-US locale", async () => {
        const seeded = singles.find((product) => product.skin_types.length > 0)!
        const category = categories.find((c) => c.handle === seeded.category)!
        const fr = (await productPage(seeded.handle)).product
        const en = (await productPage(seeded.handle, "en-US")).product

        expect(fr).toMatchObject({
          handle: seeded.handle,
          title: seeded.title.fr,
          subtitle: seeded.subtitle.fr,
          description: seeded.description.fr,
          details: seeded.details.fr,
          how_to_use: seeded.how_to_use.fr,
          size: seeded.size,
          sku: seeded.sku,
          sold_count: seeded.sold_count,
          skin_types: [...seeded.skin_types].sort(),
          category: { handle: category.handle, name: category.name.fr },
          brand: { handle: seeded.brand },
          is_pack: false,
          pack_components: [],
          rating: null,
        })
        expect(fr.variant_id).toMatch(/^variant_/)
        expect(fr.thumbnail).toMatch(/-400\.webp$/)
        expect(fr.images[0]).toMatch(/-800\.webp$/)
        expect(en).toMatchObject({
          title: seeded.title.en,
          description: seeded.description.en,
          details: seeded.details.en,
          how_to_use: seeded.how_to_use.en,
          category: { name: category.name.en },
        })
      })

      it("prices a deal in XAF at its sale price, with the regular price and the sale's end", async () => {
        const deal = deals.items[0]
        const { price } = (await productPage(deal.product)).product
        expect(price).toMatchObject({
          amount: deal.sale_price,
          original_amount: seedProduct(deal.product).price,
          currency_code: "xaf",
        })
        const endsIn = new Date(price.ends_at).getTime() - Date.now()
        expect(endsIn).toBeGreaterThan((deals.duration_days - 1) * DAY_MS)
        expect(endsIn).toBeLessThanOrEqual(deals.duration_days * DAY_MS)
      })

      it("prices a product without a deal at its one price", async () => {
        const dealHandles = new Set(deals.items.map((item) => item.product))
        const regular = singles.find((product) => !dealHandles.has(product.handle))!
        const { price } = (await productPage(regular.handle)).product
        expect(price).toEqual({ amount: regular.price, original_amount: null, currency_code: "xaf", ends_at: null })
      })

      it("says in stock, only N left, or out of stock", async () => {
        const inStock = singles.find((product) => product.stock > 5)!
        const low = singles.find((product) => product.stock > 0 && product.stock <= 5)!
        const soldOut = singles.find((product) => product.stock === 0)!
        expect((await productPage(inStock.handle)).product.stock).toEqual({ status: "in_stock" })
        expect((await productPage(low.handle)).product.stock).toEqual({ status: "low", quantity: low.stock })
        expect((await productPage(soldOut.handle)).product.stock).toEqual({ status: "out_of_stock" })
      })

      it("lists a pack's components from its inventory kit, with quantities and links", async () => {
        const pack = packs.find((candidate) => candidate.components.some((c: any) => c.quantity > 1))!
        const { product } = await productPage(pack.handle, "en-US")
        expect(product.is_pack).toBe(true)
        const byTitle = (a: any, b: any) => a.title.localeCompare(b.title)
        const expected = pack.components
          .map((c: any) => ({ handle: c.product, title: seedProduct(c.product).title.en, quantity: c.quantity }))
          .sort(byTitle)
        expect(product.pack_components.map(({ handle, title, quantity }: any) => ({ handle, title, quantity }))).toEqual(
          expected
        )
        for (const component of product.pack_components) expect(component.thumbnail).toMatch(/-400\.webp$/)

        // The same kit as Medusa holds it, and the pack's stock is its scarcest component's.
        const query = getContainer().resolve("query")
        const { data } = await query.graph({
          entity: "product_variant",
          fields: ["inventory_items.required_quantity"],
          filters: { id: product.variant_id },
        })
        expect(data[0].inventory_items.map((item: any) => item.required_quantity).sort()).toEqual(
          pack.components.map((c: any) => c.quantity).sort()
        )
        const available = Math.min(
          ...pack.components.map((c: any) => Math.floor(seedProduct(c.product).stock / c.quantity))
        )
        expect(product.stock).toEqual(available > 5 ? { status: "in_stock" } : { status: "low", quantity: available })
      })

      it("suggests up to eight other products of the same category, those in stock first", async () => {
        const seeded = singles.find((product) => product.category === "skincare" && product.stock > 0)!
        const { related_products: related } = await productPage(seeded.handle)
        expect(related).toHaveLength(8)
        expect(related.map((p: any) => p.handle)).not.toContain(seeded.handle)
        for (const suggestion of related) {
          expect(seedProduct(suggestion.handle).category).toBe("skincare")
          expect(suggestion.title).toBe(seedProduct(suggestion.handle).title.fr)
          expect(suggestion.price.currency_code).toBe("xaf")
          expect(suggestion.brand.name).toBeTruthy()
          expect(suggestion.thumbnail).toMatch(/-400\.webp$/)
        }
        const soldOut = related.map((p: any) => p.stock.status === "out_of_stock")
        expect(soldOut).toEqual([...soldOut].sort((a: boolean, b: boolean) => Number(a) - Number(b)))
      })

      it("answers an unknown handle with a 404", async () => {
        const response = await failure("/store/catalogue/products/no-such-product", store())
        expect(response.status).toBe(404)
        expect(response.data).toEqual({ type: "not_found", message: 'Product with handle "no-such-product" was not found' })
      })

      it("answers an unpublished product with a 404", async () => {
        const seeded = singles[singles.length - 1]
        const productModule = getContainer().resolve(Modules.PRODUCT)
        const [product] = await productModule.listProducts({ handle: seeded.handle })
        await productModule.updateProducts(product.id, { status: "draft" })
        try {
          expect((await failure(`/store/catalogue/products/${seeded.handle}`, store())).status).toBe(404)
        } finally {
          await productModule.updateProducts(product.id, { status: "published" })
        }
      })

      it("needs a publishable key and a known region", async () => {
        const handle = singles[0].handle
        expect((await failure(`/store/catalogue/products/${handle}`)).status).toBe(400)
        const unknownRegion = await failure(`/store/catalogue/products/${handle}?region_id=reg_nope`, store())
        expect(unknownRegion.status).toBe(400)
        expect(unknownRegion.data.message).toMatch(/reg_nope/)
      })
    })

    describe("answers derived once per catalogue version", () => {
      it("shows a stock change at the next request", async () => {
        const seeded = singles.find((product) => product.stock > 5)!
        expect((await productPage(seeded.handle)).product.stock).toEqual({ status: "in_stock" })
        expect((await productPage(seeded.handle)).product.stock).toEqual({ status: "in_stock" })
        const inventory = getContainer().resolve(Modules.INVENTORY)
        const [item] = await inventory.listInventoryItems({ sku: seeded.sku })
        const [level] = await inventory.listInventoryLevels({ inventory_item_id: item.id })
        const update = (stocked_quantity: number) =>
          inventory.updateInventoryLevels([{ inventory_item_id: item.id, location_id: level.location_id, stocked_quantity }])
        await update(level.reserved_quantity + 2)
        try {
          expect((await productPage(seeded.handle)).product.stock).toEqual({ status: "low", quantity: 2 })
        } finally {
          await update(level.stocked_quantity)
        }
        expect((await productPage(seeded.handle)).product.stock).toEqual({ status: "in_stock" })
      })

      it("gives a visitor's product list the same answer until the catalogue changes", async () => {
        const seeded = singles[0]
        const list = async () =>
          (await api.get(`/store/products?handle=${seeded.handle}&fields=id,subtitle,*variants.calculated_price`, store())).data
        const first = await list()
        expect(await list()).toEqual(first)
        const productModule = getContainer().resolve(Modules.PRODUCT)
        const [product] = await productModule.listProducts({ handle: seeded.handle })
        await productModule.updateProducts(product.id, { subtitle: "Nouveau sous-titre" })
        try {
          expect((await list()).products[0].subtitle).toBe("Nouveau sous-titre")
        } finally {
          await productModule.updateProducts(product.id, { subtitle: product.subtitle })
        }
        expect(await list()).toEqual(first)
      })
    })
  },
})
