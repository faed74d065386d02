import { createRequire } from "node:module"
import path from "node:path"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../test-runner"
import { BACKEND_DIR, seedCatalogue, storeHeaders } from "../helpers"

type Card = Record<string, any>
type SearchAnswer = {
  products: Card[]
  count: number
  page: number
  limit: number
  facets: {
    category: { value: string; label: string; count: number }[]
    brand: { value: string; label: string; count: number }[]
    skin_type: { value: string; count: number }[]
    rating: { value: number; count: number }[]
    price: { min: number; max: number }
  }
}

// The app's own copies (loaded through Node's require, like Medusa loads them), not Vite's.
const backendRequire = createRequire(__filename)
const fromBackend = (file: string) => backendRequire(path.join(BACKEND_DIR, file))

const SEARCH = "/storefront/catalogue/search"

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let store: Awaited<ReturnType<typeof storeHeaders>>
    let everything: SearchAnswer

    const search = async (params = "", locale?: string): Promise<SearchAnswer> =>
      (await api.get(`${SEARCH}?${params}`, store(locale))).data
    const searchAll = async (params = "", locale?: string) => search(`limit=50&${params}`, locale)
    const allPages = async (params: string) => {
      const first = await searchAll(params)
      const pages = [first.products]
      for (let page = 2; (page - 1) * 50 < first.count; page++) pages.push((await searchAll(`${params}&page=${page}`)).products)
      return pages.flat()
    }
    const failure = async (params: string) => {
      const response = await api.get(`${SEARCH}?${params}`, store()).catch((error: any) => error.response)
      return { status: response.status as number, body: response.data as { type: string; message: string } }
    }
    const waitForSearchIndex = () => fromBackend("src/lib/search/sync-queue.ts").catalogueSyncQueue.drain()

    beforeAll(async () => {
      const container = getContainer()
      await seedCatalogue(container)
      await waitForSearchIndex()
      // The deals price list raises no event: the rebuild after a seed is what indexes its prices.
      const { rebuildCatalogueSearchWorkflow } = fromBackend(
        "src/workflows/catalogue-search/workflows/rebuild-catalogue-search.ts"
      )
      await rebuildCatalogueSearchWorkflow(container).run()
      store = await storeHeaders(api)
    })

    beforeEach(async () => {
      // The database is restored before each test; answers cached by an earlier test must go too.
      fromBackend("src/lib/search/response-cache.ts").catalogueSearchCache.clear()
      fromBackend("src/lib/publishable-key/key-cache.ts").publishableKeyCache.clear()
      everything = await searchAll()
    })

    describe("GET /storefront/catalogue/search", () => {
      it("refuses calls without a publishable key", async () => {
        const response = await api.get(SEARCH).catch((error: any) => error.response)
        expect(response.status).toBe(400)
      })

      it("lists every published product, newest first, ten per page, with the counter", async () => {
        const { data: products } = await getContainer()
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "product", fields: ["id", "created_at"], filters: { status: "published" } })
        const answer = await search()
        expect(answer.count).toBe(products.length)
        expect(answer.count).toBeGreaterThanOrEqual(70)
        expect(answer.page).toBe(1)
        expect(answer.limit).toBe(10)
        expect(answer.products).toHaveLength(10)
        const created = new Map(products.map((p: any) => [p.id, new Date(p.created_at).getTime()]))
        const dates = (await allPages("")).map((card) => created.get(card.id)!)
        expect(dates).toEqual([...dates].sort((a, b) => b - a))
      })

      it("answers shop cards: French texts, brand, category, price, stock, sales, pack flag", async () => {
        const serum = (await search("q=niacinamide")).products[0]
        expect(serum).toMatchObject({
          handle: expect.any(String),
          title: "Sérum équilibrant niacinamide 10 % + zinc 1 %",
          brand: { handle: "moringa-lab", name: "Moringa Lab" },
          category: { handle: "skincare", name: "Soins de la peau" },
          price: { amount: 8500, original_amount: null, currency_code: "xaf" },
          in_stock: true,
          rating: null,
          is_pack: false,
        })
        expect(serum.subtitle).toBeTruthy()
        expect(serum.sold_count).toBeGreaterThan(0)
        expect(new URL(serum.thumbnail).pathname).toMatch(/-400\.webp$/)
        expect(new URL(serum.image).pathname).toMatch(/-800\.webp$/)

        const cards = await allPages("")
        expect(cards.filter((card) => card.is_pack).length).toBeGreaterThanOrEqual(5)
        expect(cards.filter((card) => !card.in_stock).length).toBeGreaterThanOrEqual(1)
        const deals = cards.filter((card) => card.price.original_amount !== null)
        expect(deals.length).toBeGreaterThanOrEqual(5)
        for (const deal of deals) expect(deal.price.amount).toBeLessThan(deal.price.original_amount)
      })

      it("counts each facet value as the filter on it would answer", async () => {
        const { facets, count } = everything
        expect(facets.category.map((entry) => entry.value).sort()).toEqual(
          ["bath-body", "fragrance", "haircare", "makeup", "makeup-tools", "oral-care", "skincare"]
        )
        expect(facets.category.find((entry) => entry.value === "skincare")!.label).toBe("Soins de la peau")
        expect(facets.category.reduce((sum, entry) => sum + entry.count, 0)).toBe(count)
        expect(facets.brand.length).toBeGreaterThanOrEqual(10)
        expect(facets.brand.find((entry) => entry.value === "kribi-botanicals")!.label).toBe("Kribi Botanicals")
        expect(facets.skin_type.map((entry) => entry.value).sort()).toEqual(
          ["combination", "dry", "normal", "oily", "sensitive"]
        )
        expect(facets.rating).toEqual([1, 2, 3, 4, 5].map((value) => ({ value, count: 0 })))
        for (const { value, count: expected } of facets.category) {
          expect((await search(`category=${value}`)).count).toBe(expected)
        }
        for (const { value, count: expected } of facets.brand.slice(0, 4)) {
          expect((await search(`brand=${value}`)).count).toBe(expected)
        }
        for (const { value, count: expected } of facets.skin_type) {
          expect((await search(`skin_type=${value}`)).count).toBe(expected)
        }
      })

      it("keeps the other values of a filtered facet (disjunctive) and narrows the other facets", async () => {
        const skincare = await search("category=skincare")
        expect(skincare.facets.category).toEqual(everything.facets.category)
        expect(skincare.facets.brand.reduce((sum, entry) => sum + entry.count, 0)).toBe(skincare.count)
        const auroreInSkincare = skincare.facets.brand.find((entry) => entry.value === "aurore-dermo")!.count

        const both = await search("category=skincare&brand=aurore-dermo")
        expect(both.count).toBe(auroreInSkincare)
        expect(both.facets.brand).toEqual(skincare.facets.brand)
        const auroreEverywhere = await search("brand=aurore-dermo")
        expect(both.facets.category).toEqual(auroreEverywhere.facets.category)
      })

      it("reuses a facet-only query across shop pages, with the same answers as computed afresh", async () => {
        const cache = fromBackend("src/lib/search/response-cache.ts").catalogueSearchCache
        await search("category=makeup&min_price=1000")
        const entries = cache.size
        // Same category, another price range: "makeup, any price" (the price facet) is reused.
        const reused = await search("category=makeup&min_price=2000&max_price=9000")
        expect(cache.size).toBe(entries + 2)
        cache.clear()
        expect(await search("category=makeup&min_price=2000&max_price=9000")).toEqual(reused)
      })

      it("gives the price range of the results without the price filter", async () => {
        const prices = (await allPages("")).map((card) => card.price.amount)
        expect(everything.facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) })
        const makeup = await allPages("category=makeup")
        const filtered = await search("category=makeup&min_price=6000&max_price=9000")
        const makeupPrices = makeup.map((card) => card.price.amount)
        expect(filtered.facets.price).toEqual({ min: Math.min(...makeupPrices), max: Math.max(...makeupPrices) })
      })

      it("filters by category, brand, skin type and price range", async () => {
        const twoCategories = await allPages("category=fragrance&category=oral-care")
        const facet = (value: string) => everything.facets.category.find((entry) => entry.value === value)!.count
        expect(twoCategories).toHaveLength(facet("fragrance") + facet("oral-care"))
        expect(new Set(twoCategories.map((card) => card.category.handle))).toEqual(new Set(["fragrance", "oral-care"]))

        const brand = await allPages("brand=clairdent")
        expect(brand.length).toBeGreaterThanOrEqual(8)
        expect(brand.every((card) => card.brand.handle === "clairdent")).toBe(true)

        const dry = await allPages("skin_type=dry")
        const { data } = await api.get(`/store/products?limit=200&fields=id,*tags`, store())
        const dryIds = data.products
          .filter((p: any) => p.tags.some((tag: any) => tag.value === "skin-type:dry"))
          .map((p: any) => p.id)
        expect(dry.map((card) => card.id).sort()).toEqual(dryIds.sort())

        const range = await allPages("min_price=5000&max_price=7000")
        expect(range.length).toBeGreaterThan(0)
        expect(range.every((card) => card.price.amount >= 5000 && card.price.amount <= 7000)).toBe(true)
        const inRange = (await allPages("")).filter((card) => card.price.amount >= 5000 && card.price.amount <= 7000)
        expect(range).toHaveLength(inRange.length)
      })

      it("filters on the current price, deals included", async () => {
        const deal = (await allPages("")).find((card) => card.price.original_amount !== null)!
        const { amount, original_amount } = deal.price
        const atDealPrice = await allPages(`min_price=${amount}&max_price=${amount}`)
        expect(atDealPrice.map((card) => card.id)).toContain(deal.id)
        const atRegularPrice = await allPages(`min_price=${original_amount}&max_price=${original_amount}`)
        expect(atRegularPrice.map((card) => card.id)).not.toContain(deal.id)
      })

      it("filters by minimum rating (no reviews yet: nothing qualifies)", async () => {
        const rated = await search("rating=1")
        expect(rated.count).toBe(0)
        expect(rated.products).toEqual([])
        expect(rated.facets.rating).toEqual([1, 2, 3, 4, 5].map((value) => ({ value, count: 0 })))
        expect(rated.facets.category.reduce((sum, entry) => sum + entry.count, 0)).toBe(0)
      })

      it("matches nothing for unknown category and brand handles", async () => {
        expect((await search("category=no-such-category")).count).toBe(0)
        expect((await search("brand=no-such-brand")).count).toBe(0)
      })

      it("sorts by price both ways, best sellers, top rated and newest", async () => {
        const amounts = (cards: Card[]) => cards.map((card) => card.price.amount)
        const ascending = amounts(await allPages("sort=price_asc"))
        expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
        const descending = amounts(await allPages("sort=price_desc"))
        expect(descending).toEqual([...descending].sort((a, b) => b - a))
        const sold = (await allPages("sort=best_selling")).map((card) => card.sold_count)
        expect(sold).toEqual([...sold].sort((a, b) => b - a))
        expect(sold[0]).toBeGreaterThan(sold[sold.length - 1])
        // Without reviews every average is equal: top rated falls back on sales.
        const topRated = (await allPages("sort=top_rated")).map((card) => card.sold_count)
        expect(topRated).toEqual(sold)
        expect((await search("sort=newest")).products).toEqual(everything.products.slice(0, 10))
      })

      it("pages through results without gaps or repeats, the count unchanged", async () => {
        const first = await search("sort=price_asc")
        const second = await search("sort=price_asc&page=2")
        const twenty = await search("sort=price_asc&limit=20")
        expect(second.page).toBe(2)
        expect(second.count).toBe(first.count)
        expect([...first.products, ...second.products].map((card) => card.id)).toEqual(
          twenty.products.map((card) => card.id)
        )
        const beyond = await search(`page=${Math.ceil(first.count / 10) + 1}`)
        expect(beyond.products).toEqual([])
        expect(beyond.count).toBe(first.count)
      })
    })

    describe("GET /storefront/catalogue/search?q=", () => {
      it("ignores accents and case: creme finds the French crème products", async () => {
        const creme = await allPages("q=creme")
        expect(creme.length).toBeGreaterThanOrEqual(6)
        expect(creme.map((card) => card.title)).toEqual(
          expect.arrayContaining(["Crème riche karité & céramides", "Blush crème Hibiscus", "Co-wash crème lavante"])
        )
        const upper = await allPages(`q=${encodeURIComponent("CRÈME")}`)
        expect(upper.map((card) => card.id).sort()).toEqual(creme.map((card) => card.id).sort())
      })

      it("finds a word from its first letters", async () => {
        const toothpastes = await allPages("q=dentif")
        expect(toothpastes.filter((card) => /^dentifrice/i.test(card.title)).length).toBeGreaterThanOrEqual(4)
        expect((await search("q=karit")).count).toBe((await search("q=karité")).count)
      })

      it("finds products by their English title, shown in English with en-US", async () => {
        const english = await searchAll("q=toothpaste", "en-US")
        expect(english.products.filter((card) => /toothpaste$/i.test(card.title)).length).toBeGreaterThanOrEqual(4)
        expect(english.products.every((card) => card.category.name === "Oral Care")).toBe(true)
        // The text index holds both languages: the same products answer a French page.
        const french = await searchAll("q=toothpaste")
        expect(french.products.map((card) => card.id).sort()).toEqual(english.products.map((card) => card.id).sort())
        expect(french.products.filter((card) => /^dentifrice/i.test(card.title)).length).toBeGreaterThanOrEqual(4)
      })

      it("gives facet labels in the request's language", async () => {
        const english = await search("", "en-US")
        const label = (answer: SearchAnswer, value: string) => answer.facets.category.find((e) => e.value === value)!.label
        expect(label(english, "skincare")).toBe("Skincare")
        expect(label(english, "bath-body")).toBe("Bath & Body")
        expect(label(everything, "skincare")).toBe("Soins de la peau")
        expect(label(everything, "bath-body")).toBe("Bain & Corps")
        expect(english.products[0].title).not.toBe(everything.products[0].title)
        expect(english.products[0].id).toBe(everything.products[0].id)
      })

      it("takes the locale from ?locale= as Medusa's store routes do, before the header", async () => {
        const english = await search("locale=en-US")
        expect(english.facets.category.find((e) => e.value === "skincare")!.label).toBe("Skincare")
        const french = await search("locale=fr-FR", "en-US")
        expect(french.facets.category.find((e) => e.value === "skincare")!.label).toBe("Soins de la peau")
      })

      it("searches brand names and category names", async () => {
        const ebene = await allPages(`q=${encodeURIComponent("maison ebene")}`)
        expect(ebene.length).toBeGreaterThanOrEqual(4)
        expect(ebene.every((card) => card.brand.handle === "maison-ebene")).toBe(true)
        const haircare = await allPages("q=capillaires")
        expect(haircare).toHaveLength(everything.facets.category.find((e) => e.value === "haircare")!.count)
      })

      it("ranks by relevance by default and combines text with filters", async () => {
        const karite = await search("q=karite&limit=50")
        expect(karite.count).toBeGreaterThanOrEqual(5)
        const inBody = await search("q=karite&category=bath-body&limit=50")
        expect(inBody.count).toBeGreaterThan(0)
        expect(inBody.count).toBeLessThan(karite.count)
        expect(inBody.products.every((card) => card.category.handle === "bath-body")).toBe(true)
        expect(inBody.facets.category.find((entry) => entry.value === "bath-body")!.count).toBe(inBody.count)
        expect(inBody.facets.category.reduce((sum, entry) => sum + entry.count, 0)).toBe(karite.count)
        const sorted = (await search("q=karite&sort=price_desc&limit=50")).products.map((card) => card.price.amount)
        expect(sorted).toEqual([...sorted].sort((a, b) => b - a))
      })

      it("finds nothing for words no product has", async () => {
        const none = await search("q=zzzyxq")
        expect(none.count).toBe(0)
        expect(none.facets.price).toEqual({ min: 0, max: 0 })
      })

      it("answers each query of a batch as it would alone (shared text matches, one statement)", async () => {
        const { buildSearchQueries } = fromBackend("src/lib/search/search-request.ts")
        const searchModule = getContainer().resolve(Modules.SEARCH)
        const page = (input: Record<string, unknown>) => ({ page: 1, limit: 5, ...input })
        const { queries: withText } = buildSearchQueries(page({ q: "karite", category: ["bath-body"], min_price: 1 }), [])
        const { queries: otherText } = buildSearchQueries(page({ q: "serum", category: ["skincare"] }), [])
        const { queries: noText } = buildSearchQueries(page({ category: ["skincare"], max_price: 9000, sort: "price_asc" }), [])
        const batch = [...withText, ...otherText, ...noText]
        expect(batch.length).toBe(8)
        const withoutTimings = (results: any[]) => results.map(({ metadata: { processing_time_ms: _, ...metadata }, ...rest }) => ({ ...rest, metadata }))
        const together = withoutTimings(await searchModule.searchMany(batch))
        const alone = withoutTimings(await Promise.all(batch.map((query: Parameters<typeof searchModule.search>[0]) => searchModule.search(query))))
        expect(together).toEqual(alone)
        expect(together[0].hits.length).toBeGreaterThan(0)
        expect(together[3].hits.length).toBeGreaterThan(0)
      })
    })

    describe("GET /storefront/catalogue/search with bad parameters", () => {
      it.each([
        ["page=-1", "page"],
        ["page=0", "page"],
        ["page=abc", "page"],
        ["page=1.5", "page"],
        ["limit=0", "limit"],
        ["limit=51", "limit"],
        ["limit=ten", "limit"],
        ["min_price=-5", "min_price"],
        ["max_price=cheap", "max_price"],
        ["min_price=9000&max_price=1000", "min_price"],
        ["sort=cheapest", "sort"],
        ["skin_type=greasy", "skin_type"],
        ["rating=0", "rating"],
        ["rating=6", "rating"],
        [`q=${"a".repeat(101)}`, "q"],
      ])("answers %s with a 400 naming %s", async (params, parameter) => {
        const { status, body } = await failure(params)
        expect(status).toBe(400)
        expect(body.type).toBe("invalid_data")
        expect(body.message).toContain(parameter)
      })
    })

    describe("catalogue search index sync", () => {
      it("follows a product renamed in the admin", async () => {
        const { updateProductsWorkflow } = await import("@medusajs/medusa/core-flows")
        const product = (await search("q=niacinamide")).products[0]
        await updateProductsWorkflow(getContainer()).run({
          input: { selector: { id: product.id }, update: { title: "Sérum matifiant zanzibar" } },
        })
        await waitForSearchIndex()
        const renamed = await search("q=zanzibar")
        expect(renamed.products.map((card) => card.id)).toEqual([product.id])
        expect(renamed.products[0].title).toBe("Sérum matifiant zanzibar")
        // Its English title was not changed, so the English word still finds it.
        expect((await search("q=niacinamide", "en-US")).products[0].title).toMatch(/Niacinamide/)
      })

      it("follows stock: a product whose stock runs out shows out of stock", async () => {
        const { updateInventoryLevelsWorkflow } = await import("@medusajs/medusa/core-flows")
        const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
        const product = (await search("q=niacinamide")).products[0]
        expect(product.in_stock).toBe(true)
        const { data } = await query.graph({
          entity: "product",
          fields: ["variants.inventory_items.inventory.location_levels.location_id", "variants.inventory_items.inventory_item_id"],
          filters: { id: product.id },
        })
        const item = data[0].variants[0].inventory_items[0]
        await updateInventoryLevelsWorkflow(getContainer()).run({
          input: {
            updates: [
              {
                inventory_item_id: item.inventory_item_id,
                location_id: item.inventory.location_levels[0].location_id,
                stocked_quantity: 0,
              },
            ],
          },
        })
        await waitForSearchIndex()
        expect((await search("q=niacinamide")).products[0].in_stock).toBe(false)
      })
    })
  },
})
