import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import { integrationTestRunner } from "../test-runner"
import { BACKEND_DIR, seedCatalogue, storeHeaders } from "../helpers"

type Product = Record<string, any>
const CARD_FIELDS = "id,handle,title,subtitle,thumbnail,*variants.calculated_price,+variants.inventory_quantity"

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let store: Awaited<ReturnType<typeof storeHeaders>>
    let cameroonId: string

    beforeAll(async () => {
      await seedCatalogue(getContainer())
      store = await storeHeaders(api)
      const { data } = await api.get("/store/regions?fields=id,name,*countries", store())
      cameroonId = data.regions.find((r: any) => r.name === "Cameroon").id
    })

    const listProducts = async (query: string, locale?: string): Promise<{ products: Product[]; count: number }> =>
      (await api.get(`/store/products?region_id=${cameroonId}&${query}`, store(locale))).data

    describe("GET /health and GET /storefront/publishable-key", () => {
      it("answers health and hands out a working publishable key", async () => {
        expect((await api.get("/health")).status).toBe(200)
        const { data } = await api.get("/storefront/publishable-key")
        expect(data.publishable_key).toMatch(/^pk_/)
      })

      it("refuses store calls without a publishable key", async () => {
        const response = await api.get("/store/products").catch((error: any) => error.response)
        expect(response.status).toBe(400)
      })
    })

    describe("GET /store/regions", () => {
      it("has Cameroon and International, both in XAF, with Cameroon only in the first", async () => {
        const { data } = await api.get("/store/regions?fields=id,name,currency_code,*countries", store())
        const byName = Object.fromEntries(data.regions.map((r: any) => [r.name, r]))
        expect(byName.Cameroon.currency_code).toBe("xaf")
        expect(byName.Cameroon.countries.map((c: any) => c.iso_2)).toEqual(["cm"])
        expect(byName.International.currency_code).toBe("xaf")
        const international = byName.International.countries.map((c: any) => c.iso_2)
        expect(international.length).toBeGreaterThanOrEqual(10)
        expect(international).not.toContain("cm")
      })
    })

    describe("GET /store/product-categories", () => {
      it("lists the seven categories of the spec in French by default", async () => {
        const { data } = await api.get("/store/product-categories?fields=handle,name&limit=50", store())
        expect(data.product_categories.map((c: any) => c.handle).sort()).toEqual(
          ["bath-body", "fragrance", "haircare", "makeup", "makeup-tools", "oral-care", "skincare"]
        )
        expect(data.product_categories.find((c: any) => c.handle === "skincare").name).toBe("Soins de la peau")
      })

      it("answers in English with the en-US locale", async () => {
        const { data } = await api.get("/store/product-categories?fields=handle,name&limit=50", store("en-US"))
        const names = Object.fromEntries(data.product_categories.map((c: any) => [c.handle, c.name]))
        expect(names).toMatchObject({ skincare: "Skincare", "oral-care": "Oral Care", "bath-body": "Bath & Body" })
      })
    })

    describe("GET /store/products", () => {
      it("has at least 60 products and 5 packs, all priced in whole XAF", async () => {
        const { products, count } = await listProducts(`limit=200&fields=${CARD_FIELDS},*type`)
        const packs = products.filter((p) => p.type?.value === "pack")
        expect(count - packs.length).toBeGreaterThanOrEqual(60)
        expect(packs.length).toBeGreaterThanOrEqual(5)
        for (const product of products) {
          const price = product.variants[0].calculated_price
          expect(price.currency_code).toBe("xaf")
          expect(Number.isInteger(price.calculated_amount)).toBe(true)
          expect(price.calculated_amount).toBeGreaterThan(0)
        }
      })

      it("gives each product a French and an English title, details and how-to-use", async () => {
        const fields = "handle,title,description,*product_detail"
        const fr = (await listProducts(`limit=200&fields=${fields}`)).products
        const en = (await listProducts(`limit=200&fields=${fields}`, "en-US")).products
        const english = new Map(en.map((p) => [p.handle, p]))
        let differing = 0
        for (const product of fr) {
          const translated = english.get(product.handle)!
          for (const item of [product, translated]) {
            expect(item.title).toBeTruthy()
            expect(item.product_detail.details).toBeTruthy()
            expect(item.product_detail.how_to_use).toBeTruthy()
          }
          if (product.title !== translated.title && product.product_detail.details !== translated.product_detail.details) {
            differing++
          }
        }
        expect(differing).toBeGreaterThan(fr.length * 0.9)
      })

      it("links every product to one of at least 10 brands", async () => {
        const { products } = await listProducts("limit=200&fields=handle,+brand.name")
        expect(products.every((p) => p.brand?.name)).toBe(true)
        expect(new Set(products.map((p) => p.brand.name)).size).toBeGreaterThanOrEqual(10)
      })

      it("filters by skin type through the skin-type tags", async () => {
        const { data } = await api.get("/store/product-tags?limit=50&fields=id,value", store())
        const skinTags = data.product_tags.filter((t: any) => t.value.startsWith("skin-type:"))
        expect(skinTags.map((t: any) => t.value).sort()).toEqual(
          ["combination", "dry", "normal", "oily", "sensitive"].map((v) => `skin-type:${v}`)
        )
        const dry = skinTags.find((t: any) => t.value === "skin-type:dry")
        const { products, count } = await listProducts(`limit=200&tag_id[]=${dry.id}&fields=handle,*tags`)
        expect(count).toBeGreaterThan(0)
        expect(products.every((p) => p.tags.some((t: any) => t.value === "skin-type:dry"))).toBe(true)
      })

      it("has stock levels with some products low and some out of stock", async () => {
        const { products } = await listProducts(`limit=200&fields=${CARD_FIELDS},*type`)
        const singles = products.filter((p) => p.type?.value !== "pack")
        const stock = singles.map((p) => p.variants[0].inventory_quantity as number)
        expect(stock.filter((q) => q === 0).length).toBeGreaterThanOrEqual(1)
        expect(stock.filter((q) => q > 0 && q <= 5).length).toBeGreaterThanOrEqual(1)
        expect(stock.filter((q) => q > 5).length).toBeGreaterThan(stock.length / 2)
      })

      it("derives a pack's stock from its components (inventory kit)", async () => {
        const container = getContainer()
        const query = container.resolve("query")
        const { data: packs } = await query.graph({
          entity: "product",
          fields: ["handle", "variants.inventory_items.required_quantity", "variants.inventory_items.inventory_item_id"],
          filters: { type_id: (await query.graph({ entity: "product_type", fields: ["id"], filters: { value: "pack" } })).data[0].id },
        })
        expect(packs.length).toBeGreaterThanOrEqual(5)
        const { products } = await listProducts(`limit=200&fields=handle,+variants.inventory_quantity,+variants.sku`)
        const { data: variants } = await query.graph({
          entity: "product_variant",
          fields: ["sku", "inventory_items.inventory_item_id"],
        })
        const stockBySku = new Map(products.map((p) => [p.variants[0].sku, p.variants[0].inventory_quantity]))
        const skuByItem = new Map(
          variants.filter((v: any) => v.inventory_items.length === 1).map((v: any) => [v.inventory_items[0].inventory_item_id, v.sku])
        )
        for (const pack of packs) {
          const kit = pack.variants[0].inventory_items
          expect(kit.length).toBeGreaterThanOrEqual(2)
          const expected = Math.min(
            ...kit.map((part: any) => Math.floor(stockBySku.get(skuByItem.get(part.inventory_item_id))! / part.required_quantity))
          )
          const shown = products.find((p) => p.handle === pack.handle)!.variants[0].inventory_quantity
          expect(shown).toBe(expected)
        }
      })

      it("shows the deals of the day as sale prices below the regular price", async () => {
        const { products } = await listProducts(`limit=200&fields=${CARD_FIELDS}`)
        const onSale = products.filter((p) => p.variants[0].calculated_price.calculated_price.price_list_type === "sale")
        expect(onSale.length).toBeGreaterThanOrEqual(5)
        for (const product of onSale) {
          const price = product.variants[0].calculated_price
          expect(price.calculated_amount).toBeLessThan(price.original_amount)
        }
      })

      it("groups featured products and new packs in collections", async () => {
        const { data } = await api.get("/store/collections?handle[]=featured&handle[]=new-packs&fields=id,handle", store())
        const ids = Object.fromEntries(data.collections.map((c: any) => [c.handle, c.id]))
        const featured = await listProducts(`collection_id[]=${ids.featured}&fields=handle`)
        const newPacks = await listProducts(`collection_id[]=${ids["new-packs"]}&fields=handle,*type`)
        expect(featured.count).toBeGreaterThanOrEqual(4)
        expect(newPacks.count).toBeGreaterThanOrEqual(1)
        expect(newPacks.products.every((p) => p.type?.value === "pack")).toBe(true)
      })

      it("serves each product's thumbnail as a light WebP image", async () => {
        const { products } = await listProducts("limit=3&fields=thumbnail")
        for (const product of products) {
          const { pathname } = new URL(product.thumbnail)
          expect(pathname).toMatch(/^\/uploads\//)
          const response = await api.get(pathname, { responseType: "arraybuffer" })
          expect(response.headers["content-type"]).toBe("image/webp")
          expect(response.headers["cache-control"]).toContain("immutable")
          expect(response.data.byteLength).toBeLessThan(60_000)
        }
      })
    })

    describe("GET /store/tutorials", () => {
      it("lists at least six how-to videos in rank order, in both languages", async () => {
        const fr = (await api.get("/store/tutorials?limit=50", store())).data
        const en = (await api.get("/store/tutorials?limit=50", store("en-US"))).data
        expect(fr.count).toBeGreaterThanOrEqual(6)
        expect(fr.tutorials.map((t: any) => t.rank)).toEqual([...fr.tutorials.map((t: any) => t.rank)].sort((a, b) => a - b))
        expect(fr.tutorials[0].video_url).toMatch(/^https:\/\//)
        expect(fr.tutorials[0].thumbnail_url).toMatch(/\.webp$/)
        expect(en.tutorials[0].handle).toBe(fr.tutorials[0].handle)
        expect(en.tutorials[0].title).not.toBe(fr.tutorials[0].title)
      })

      it("answers a bad limit with a clear 400", async () => {
        const response = await api.get("/store/tutorials?limit=-1", store()).catch((error: any) => error.response)
        expect(response.status).toBe(400)
        expect(response.data.message).toMatch(/limit/)
      })
    })

    describe("seed", () => {
      it("duplicates nothing when it runs again", async () => {
        const counts = async () => ({
          products: (await listProducts("limit=1&fields=id")).count,
          regions: (await api.get("/store/regions", store())).data.count,
          categories: (await api.get("/store/product-categories?limit=1", store())).data.count,
          tutorials: (await api.get("/store/tutorials?limit=1", store())).data.count,
          collections: (await api.get("/store/collections?limit=1", store())).data.count,
        })
        const before = await counts()
        await seedCatalogue(getContainer())
        expect(await counts()).toEqual(before)
      })
    })

    describe("GET /storefront/catalogue/version", () => {
      /** The version as a storefront reads it; a read reuses the last one for 250 ms, so wait past that. */
      const version = async () => {
        await new Promise((resolve) => setTimeout(resolve, 300))
        const { data, headers } = await api.get("/storefront/catalogue/version")
        expect(headers["cache-control"]).toBe("no-store")
        return data.version as string
      }

      it("stays the same while nothing changes, and changes with a product's status or a price", async () => {
        const first = await version()
        expect(first).toMatch(/^[\w-]{22}$/)
        expect(await version()).toBe(first)

        const { products } = await listProducts("limit=1&fields=id,variants.id")
        const product = products[0]!
        await updateProductsWorkflow(getContainer()).run({ input: { products: [{ id: product.id, status: "draft" }] } })
        const unpublished = await version()
        expect(unpublished).not.toBe(first)

        const { data } = await getContainer()
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "variant", fields: ["price_set.id"], filters: { id: product.variants[0].id } })
        await getContainer().resolve(Modules.PRICING).updatePriceSets(data[0].price_set.id, { prices: [{ amount: 4321, currency_code: "xaf" }] })
        expect(await version()).not.toBe(unpublished)
      })
    })
  },
})
