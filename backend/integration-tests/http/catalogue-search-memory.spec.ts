import { createRequire } from "node:module"
import path from "node:path"
import type { SearchTypes } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../test-runner"
import { BACKEND_DIR, seedCatalogue } from "../helpers"

/**
 * The search provider answers shop queries from rows held in memory and everything else in SQL
 * (src/modules/search-typed-postgres). Both engines must give the same answers: here, hundreds of
 * shop queries (random filters, sorts, pages and words over the seeded catalogue) and queries of
 * the wider filter language are asked of both and compared whole.
 */
const backendRequire = createRequire(__filename)
const fromBackend = (file: string) => backendRequire(path.join(BACKEND_DIR, file))

type Provider = {
  searchMany(inputs: SearchTypes.ProviderSearchQuery[]): Promise<SearchTypes.SearchResult[]>
  searchManyInSql(inputs: SearchTypes.ProviderSearchQuery[]): Promise<SearchTypes.SearchResult[]>
}

/** A small deterministic generator (mulberry32), so that a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Timings aside, and averages to a millionth: SQL averages whole numbers in decimal arithmetic,
 * JavaScript in binary, so the last digits may differ.
 */
const comparable = (results: SearchTypes.SearchResult[]) =>
  results.map(({ metadata, facets, ...rest }) => ({
    ...rest,
    facets: Object.fromEntries(
      Object.entries(facets ?? {}).map(([field, facet]) => [
        field,
        facet.type === "stats" && facet.avg !== undefined ? { ...facet, avg: Math.round(facet.avg * 1e6) / 1e6 } : facet,
      ])
    ),
    metadata: { ...metadata, processing_time_ms: 0 },
  }))

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ getContainer }) => {
    let provider: Provider
    let captured: SearchTypes.ProviderSearchQuery[] = []
    let sqlStatements = 0
    let salesChannelIds: string[]
    let restoreProvider = () => {}
    afterAll(() => restoreProvider())
    let values: { category: string[]; brand: string[]; skin_type: string[] }
    const { buildSearchQueries, SORTS } = fromBackend("src/lib/search/search-request.ts")
    const { CATALOGUE_SEARCH_INDEX } = fromBackend("src/lib/search/catalogue-index.ts")

    /** The provider's inputs for Search Module queries, as the module normalises them. */
    const providerInputs = async (queries: SearchTypes.SearchQuery[]) => {
      captured = []
      await getContainer().resolve<any>(Modules.SEARCH).searchMany(queries)
      return captured
    }
    /** Asks both engines; `engine` says which one `searchMany` must have used. */
    const expectSameAnswers = async (queries: SearchTypes.SearchQuery[], engine: "memory" | "sql" = "memory") => {
      const inputs = await providerInputs(queries)
      const sqlBefore = sqlStatements
      const inMemory = await provider.searchMany(inputs)
      expect(sqlStatements > sqlBefore).toBe(engine === "sql")
      const inSql = await provider.searchManyInSql(inputs)
      expect(comparable(inMemory)).toEqual(comparable(inSql))
      return inMemory
    }

    beforeAll(async () => {
      const container = getContainer()
      await seedCatalogue(container)
      await fromBackend("src/lib/search/sync-queue.ts").catalogueSyncQueue.whenIdle()
      const { rebuildCatalogueSearchWorkflow } = fromBackend("src/workflows/catalogue-search/workflows/rebuild-catalogue-search.ts")
      await rebuildCatalogueSearchWorkflow(container).run()

      const searchModule = container.resolve<any>(Modules.SEARCH)
      const index = await searchModule.resolveActiveDefinition_(CATALOGUE_SEARCH_INDEX)
      const instance = searchModule.searchProviderService_.retrieve(index.provider)
      const searchMany = instance.searchMany.bind(instance)
      instance.searchMany = (inputs: SearchTypes.ProviderSearchQuery[]) => {
        captured.push(...inputs)
        return searchMany(inputs)
      }
      provider = { searchMany, searchManyInSql: instance.searchManyInSql.bind(instance) }
      const searchInSql = instance.searchInSql.bind(instance)
      instance.searchInSql = (inputs: SearchTypes.ProviderSearchQuery[]) => {
        sqlStatements++
        return searchInSql(inputs)
      }
      // The app may serve other files after this one (the shared-app project): its provider as it was.
      restoreProvider = () => {
        delete instance.searchMany
        delete instance.searchInSql
      }

      const { data: channels } = await container
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "sales_channel", fields: ["id"] })
      salesChannelIds = channels.map((channel: { id: string }) => channel.id)
      const everything = (await provider.searchMany(await providerInputs(buildSearchQueries({ page: 1, limit: 1 }, salesChannelIds).queries)))[0]
      const facetValues = (field: string) => (everything.facets![field] as any).values.map((v: { value: string }) => v.value)
      values = { category: facetValues("category_handles"), brand: facetValues("brand_handle"), skin_type: facetValues("skin_types") }
    })

    it("finds the seeded catalogue's facet values to query with", () => {
      expect(values.category.length).toBeGreaterThan(3)
      expect(values.brand.length).toBeGreaterThan(3)
      expect(values.skin_type.length).toBeGreaterThan(1)
    })

    it("answers 300 random shop queries exactly as SQL does: hits, order, count and facets", async () => {
      const next = random(20261122)
      const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]
      const some = (list: string[]) => (next() < 0.5 ? undefined : list.filter(() => next() < 0.3).slice(0, 3))
      const words = ["creme", "crème", "savon", "huile", "karite", "shea", "serum", "dentif", "brosse", "lait corps", "zzzz"]
      let nonEmpty = 0
      for (let i = 0; i < 300; i++) {
        const min = next() < 0.5 ? Math.floor(next() * 20000) : undefined
        const input = {
          q: next() < 0.35 ? pick(words) : undefined,
          category: some(values.category),
          brand: some(values.brand),
          skin_type: some(values.skin_type),
          min_price: min,
          max_price: next() < 0.5 ? (min ?? 0) + Math.floor(next() * 30000) : undefined,
          rating: next() < 0.1 ? 1 + Math.floor(next() * 5) : undefined,
          sort: next() < 0.8 ? pick(SORTS) : undefined,
          page: 1 + Math.floor(next() * 3),
          limit: pick([1, 10, 50]),
        }
        const [page] = await expectSameAnswers(buildSearchQueries(input, salesChannelIds).queries)
        if (page.hits.length) nonEmpty++
      }
      // The comparison means something only if many of the queries find products.
      expect(nonEmpty).toBeGreaterThan(100)
    })

    it("answers the wider filter language alike, and leaves to SQL what it does not hold in memory", async () => {
      const query = (filters: SearchTypes.SearchFilters, extra: Partial<SearchTypes.SearchQuery> = {}): SearchTypes.SearchQuery => ({
        entity: CATALOGUE_SEARCH_INDEX,
        fields: ["id", "handle", "price"],
        filters,
        pagination: { take: 20, order: { price: "DESC", id: "ASC" } },
        search_options: { facets: [{ field: "brand_handle", type: "value", sort: "alpha", limit: 5 }] },
        ...extra,
      })
      const [category, other] = values.category
      const inMemory = await expectSameAnswers([
        query({ $or: [{ category_handles: [category] }, { price: { $lt: 3000 } }] }),
        query({ category_handles: { $contains: [category, other] } }),
        query({ category_handles: { $overlaps: [category, other] }, in_stock: true }),
        query({ skin_types: { $exists: false } }),
        query({ rating_average: { $exists: true } }),
        query({ brand_handle: [values.brand[0], null] }),
        query({ $and: [{ price: { $gte: 1000 } }, { price: { $lte: 8000 } }], is_pack: false }),
        query({ price: { $gt: 0 } }, { pagination: { take: 5, skip: 3, order: { created_at: "DESC", id: "ASC" } } }),
      ])
      expect(inMemory.filter((answer) => answer.hits.length > 0).length).toBeGreaterThan(5)
      // A negation, a text comparison, a facet prefix query.
      for (const sqlOnly of [
        query({ $not: { category_handles: [category] } }),
        query({ brand_handle: { $gt: values.brand[0] } }),
        query({}, { search_options: { facets: [{ field: "brand_handle", type: "value", query: values.brand[0].slice(0, 2) }] } }),
      ]) {
        const [answer] = await expectSameAnswers([sqlOnly], "sql")
        expect(answer.hits.length).toBeGreaterThan(0)
      }
    })

    it("sees a changed document at once after a write in this process", async () => {
      const [input] = await providerInputs([
        { entity: CATALOGUE_SEARCH_INDEX, fields: ["id", "price"], filters: {}, pagination: { take: 1, order: { price: "DESC", id: "ASC" } } },
      ])
      const before = (await provider.searchMany([input]))[0].hits[0]
      const searchModule = getContainer().resolve<any>(Modules.SEARCH)
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "product", fields: ["id"], filters: { id: { $ne: before.id } } as any })
      const { buildProductDocuments } = fromBackend("src/lib/search/product-documents.ts")
      const { loadShopContext } = fromBackend("src/lib/search/shop-context.ts")
      const { documents } = await buildProductDocuments(query, await loadShopContext(query), [data[0].id])
      await searchModule.upsertDocuments({ index: CATALOGUE_SEARCH_INDEX, documents: [{ ...documents[0], price: 9_999_999 }] })

      const after = (await provider.searchMany([input]))[0].hits[0]
      expect(after.id).toBe(data[0].id)
      expect(after.document.price).toBe(9_999_999)
    })

    it("answers from the active version when the one it held lost its table (another server's reindex)", async () => {
      const searchModule = getContainer().resolve<any>(Modules.SEARCH)
      const [input] = await providerInputs(buildSearchQueries({ page: 1, limit: 5 }, salesChannelIds).queries)
      const gone = { ...input, index: { ...input.index, physical_name: "catalogue_product_v404" } }
      // The provider says NOT_FOUND, from memory and from SQL alike, and the module reads the version again.
      await expect(provider.searchMany([gone])).rejects.toMatchObject({ type: "not_found" })
      await expect(provider.searchManyInSql([gone])).rejects.toMatchObject({ type: "not_found" })
      const active = await searchModule.resolveActiveDefinition_(CATALOGUE_SEARCH_INDEX)
      const held = { physical_name: "catalogue_product_v404", provider: active.provider, version: 404 }
      await searchModule.activeVersionCache_.set(CATALOGUE_SEARCH_INDEX, held)
      const [answer] = await searchModule.searchMany(buildSearchQueries({ page: 1, limit: 5 }, salesChannelIds).queries)
      expect(answer.hits.length).toBe(5)
    })
  },
})
