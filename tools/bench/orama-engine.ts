import { components, create, insertMultiple, search, type Orama, type SearchParams, type Tokenizer } from "@orama/orama"
import { stemmer as englishStemmer } from "@orama/stemmers/english"
import { stemmer as frenchStemmer } from "@orama/stemmers/french"

/**
 * The shop's search answered by Orama, for the comparison of `npm run bench -- search-engines`
 * (docs/decisions/007-catalogue-search.md): the same documents as our index, the same shop query
 * (filters, sorts, disjunctive facets, text with prefix) and the same answer shape. This file is
 * what an Orama-based provider would need besides Medusa's provider interface.
 */

const SKIN_TYPES = ["normal", "dry", "oily", "combination", "sensitive"]
const RATING_VALUES = [1, 2, 3, 4, 5]
const SORTS = ["relevance", "newest", "price_asc", "price_desc", "best_selling", "top_rated"] as const
type Sort = (typeof SORTS)[number]
export const BASE_LOCALE = "fr-FR"

export const SCHEMA = {
  titles: "string[]",
  subtitles: "string[]",
  brand_name: "string",
  category_names: "string[]",
  brand_handle: "enum",
  category_handles: "enum[]",
  skin_types: "enum[]",
  price: "number",
  in_stock: "boolean",
  rating_average: "number",
  rating_count: "number",
  sold_count: "number",
  created_at: "number",
} as const

type Db = Orama<typeof SCHEMA>
/** A document as our index holds it (column values), `created_at` as milliseconds. */
export type ProductDocument = Record<string, unknown> & { id: string }

/** Weights as our index's (titles 3, subtitles and brand 2, category names 1). */
const BOOST = { titles: 3, subtitles: 2, brand_name: 2, category_names: 1 }

/** A shop query, as `GET /storefront/catalogue/search` takes it. */
export type ShopQuery = {
  q?: string
  category?: string[]
  brand?: string[]
  skin_type?: string[]
  min_price?: number
  max_price?: number
  rating?: number
  sort?: Sort
  page: number
  limit: number
}
export type FacetKey = "category" | "brand" | "skin_type" | "rating" | "price"
const FACET_KEYS: FacetKey[] = ["category", "brand", "skin_type", "rating", "price"]

/** The same parameters as the route's validator; anything else is a 400 there and an error here. */
export function parseShopQuery(params: URLSearchParams): ShopQuery {
  const list = (name: string) => {
    const values = [...new Set(params.getAll(name).map((value) => value.trim()).filter(Boolean))].sort()
    return values.length ? values : undefined
  }
  const number = (name: string) => {
    const raw = params.get(name)
    if (raw === null || raw === "") return undefined
    const value = Number(raw)
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`)
    return value
  }
  const sort = params.get("sort") ?? undefined
  if (sort !== undefined && !SORTS.includes(sort as Sort)) throw new Error(`unknown sort ${sort}`)
  const skin = list("skin_type")
  if (skin?.some((value) => !SKIN_TYPES.includes(value))) throw new Error("unknown skin type")
  return {
    q: params.get("q")?.trim() || undefined,
    category: list("category"),
    brand: list("brand"),
    skin_type: skin,
    min_price: number("min_price"),
    max_price: number("max_price"),
    rating: number("rating"),
    sort: sort as Sort | undefined,
    page: number("page") ?? 1,
    limit: Math.min(number("limit") ?? 10, 50),
  }
}

export function activeFacets(input: ShopQuery): FacetKey[] {
  const active: FacetKey[] = []
  if (input.category?.length) active.push("category")
  if (input.brand?.length) active.push("brand")
  if (input.skin_type?.length) active.push("skin_type")
  if (input.rating !== undefined) active.push("rating")
  if (input.min_price !== undefined || input.max_price !== undefined) active.push("price")
  return active
}

/**
 * Orama's `where` for the shop filters, leaving out one facet's own filter (disjunctive counts).
 * No sales-channel filter: the index holds one channel's products (buildEngine), because a
 * `containsAny` that nearly every document matches cost half of each answer.
 */
export function toWhere(input: ShopQuery, except?: FacetKey): Record<string, unknown> {
  const where: Record<string, unknown> = {}
  if (except !== "category" && input.category?.length) where.category_handles = { containsAny: input.category }
  if (except !== "brand" && input.brand?.length) where.brand_handle = { in: input.brand }
  if (except !== "skin_type" && input.skin_type?.length) where.skin_types = { containsAny: input.skin_type }
  if (except !== "rating" && input.rating !== undefined) where.rating_average = { gte: input.rating }
  if (except !== "price" && (input.min_price !== undefined || input.max_price !== undefined)) {
    where.price = { between: [input.min_price ?? 0, input.max_price ?? Number.MAX_SAFE_INTEGER] }
  }
  return where
}

/** Orama's facet request for each shop facet; price has no min/max facet, it is read from two sorted searches. */
const FACETS: Record<Exclude<FacetKey, "price">, { field: string; definition: object }> = {
  category: { field: "category_handles", definition: { limit: 100 } },
  brand: { field: "brand_handle", definition: { limit: 200 } },
  skin_type: { field: "skin_types", definition: { limit: SKIN_TYPES.length } },
  rating: { field: "rating_average", definition: { ranges: RATING_VALUES.map((from) => ({ from, to: 5 })) } },
}

export type PlannedSearch = {
  /** Which facets this search answers. */
  facets: FacetKey[]
  where: Record<string, unknown>
  /** Only the main search returns a page and the count. */
  page: { offset: number; limit: number; sort: Sort } | null
}

/**
 * Disjunctive faceting as our route does it (backend/src/lib/search/search-request.ts): one search
 * for the page, the count and the facets nobody filters on, plus one facet-only search per active
 * filter, with every filter except its own.
 */
export function planSearches(input: ShopQuery): PlannedSearch[] {
  const active = activeFacets(input)
  return [
    {
      facets: FACET_KEYS.filter((key) => !active.includes(key)),
      where: toWhere(input),
      page: { offset: (input.page - 1) * input.limit, limit: input.limit, sort: resolveSort(input) },
    },
    ...active.map((key) => ({ facets: [key], where: toWhere(input, key), page: null })),
  ]
}

export function resolveSort(input: Pick<ShopQuery, "q" | "sort">): Sort {
  const sort = input.sort ?? (input.q ? "relevance" : "newest")
  return sort === "relevance" && !input.q ? "newest" : sort
}

type Hit = [number, number, Record<string, any>]
const byId = (a: Hit, b: Hit) => (a[2].id < b[2].id ? -1 : a[2].id > b[2].id ? 1 : 0)
/** Nulls last, as a missing value sorts nowhere useful on a shop page. */
const numeric = (field: string, direction: 1 | -1) => (a: Hit, b: Hit) => {
  const x = a[2][field] as number | undefined
  const y = b[2][field] as number | undefined
  if (x === y) return 0
  if (x === undefined) return 1
  if (y === undefined) return -1
  return (x - y) * direction
}
const then =
  (...comparers: ((a: Hit, b: Hit) => number)[]) =>
  (a: Hit, b: Hit) => {
    for (const compare of comparers) {
      const order = compare(a, b)
      if (order) return order
    }
    return 0
  }

/** Our orders, ties broken by id so that pages never overlap. */
export const ORDERS: Record<Sort, (a: Hit, b: Hit) => number> = {
  relevance: then((a, b) => b[1] - a[1], numeric("sold_count", -1), byId),
  newest: then(numeric("created_at", -1), byId),
  price_asc: then(numeric("price", 1), byId),
  price_desc: then(numeric("price", -1), byId),
  best_selling: then(numeric("sold_count", -1), byId),
  top_rated: then(numeric("rating_average", -1), numeric("rating_count", -1), numeric("sold_count", -1), byId),
}

/**
 * French and English at once, like our `tsvector`: each word indexed (and searched) under its
 * French and its English stem, accents removed. Orama stems a query without knowing the field, so
 * one tokenizer has to serve every text field.
 */
export function bilingualTokenizer(): Tokenizer {
  const french = components.tokenizer.createTokenizer({ language: "french", stemming: true, stemmer: frenchStemmer, stopWords: false })
  const english = components.tokenizer.createTokenizer({ language: "english", stemming: true, stemmer: englishStemmer, stopWords: false })
  return {
    language: "english",
    normalizationCache: new Map(),
    tokenize: (raw, _language, prop, withCache) => [
      ...new Set([...french.tokenize(raw, "french", prop, withCache), ...english.tokenize(raw, "english", prop, withCache)]),
    ],
  }
}

export type Engine = { db: Db; size: number; labels: { category: Map<string, string>; brand: Map<string, string> } }

/**
 * Builds the index of the products sold in the given sales channels (the publishable key's) from
 * our documents: one index per channel, as a shop with several channels would need. Nulls are
 * left out: Orama indexes only present values.
 */
export async function buildEngine(all: ProductDocument[], salesChannelIds: string[]): Promise<Engine> {
  const db = create({ schema: SCHEMA, components: { tokenizer: bilingualTokenizer() } })
  const documents = all.filter((document) => (document.sales_channel_ids as string[] | null)?.some((id) => salesChannelIds.includes(id)))
  const present = documents.map((document) => Object.fromEntries(Object.entries(document).filter(([, value]) => value !== null)))
  await insertMultiple(db, present as never[], 500)
  const category = new Map<string, string>()
  const brand = new Map<string, string>()
  for (const document of documents) {
    const texts = parseTexts(document.texts)
    const name = texts[BASE_LOCALE]?.category_name
    if (typeof document.category_handle === "string" && name) category.set(document.category_handle, name)
    if (typeof document.brand_handle === "string" && typeof document.brand_name === "string") brand.set(document.brand_handle, document.brand_name)
  }
  return { db, size: documents.length, labels: { category, brand } }
}

type ValueCount = { value: string; count: number }
export type ShopAnswer = {
  products: Record<string, unknown>[]
  count: number
  page: number
  limit: number
  facets: {
    category: (ValueCount & { label: string })[]
    brand: (ValueCount & { label: string })[]
    skin_type: ValueCount[]
    rating: { value: number; count: number }[]
    price: { min: number; max: number }
  }
}

/** Search options the shop would choose: typo tolerance (Levenshtein distance), 0 turns it off. */
export type TextOptions = { tolerance: number }

/** One shop query: the planned searches run, their facets merged into our route's answer shape. */
export async function answer(engine: Engine, input: ShopQuery, text: TextOptions, locale = BASE_LOCALE): Promise<ShopAnswer> {
  const planned = planSearches(input)
  const results = await Promise.all(planned.map((plan) => runPlanned(engine.db, plan, input.q, text)))
  const main = results[0]!
  const facetOf = (key: FacetKey) => results[planned.findIndex((plan) => plan.facets.includes(key))]!
  const values = (key: Exclude<FacetKey, "price" | "rating">) =>
    Object.entries(facetOf(key).facets[FACETS[key].field] ?? {})
      .filter(([, count]) => count > 0)
      .map(([value, count]) => ({ value, count }))
  const labelled = (key: "category" | "brand") => values(key).map((entry) => ({ ...entry, label: engine.labels[key].get(entry.value) ?? entry.value }))
  const ratings = facetOf("rating").facets.rating_average ?? {}
  return {
    products: main.hits.map((document) => toCard(document, locale)),
    count: main.count,
    page: input.page,
    limit: input.limit,
    facets: {
      category: labelled("category"),
      brand: labelled("brand"),
      skin_type: values("skin_type"),
      rating: RATING_VALUES.map((value) => ({ value, count: ratings[`${value}-5`] ?? 0 })),
      price: facetOf("price").price,
    },
  }
}

type PlannedResult = { hits: Record<string, any>[]; count: number; facets: Record<string, Record<string, number>>; price: { min: number; max: number } }

async function runPlanned(db: Db, plan: PlannedSearch, q: string | undefined, text: TextOptions): Promise<PlannedResult> {
  const base = {
    term: q,
    where: plan.where,
    boost: BOOST,
    tolerance: text.tolerance,
    // 1: any of the query's tokens. Orama's 0 ("every word") counts the indexed words each token
    // matched in one field and wants exactly the token count, which a prefix or a word indexed
    // under two stems overshoots: it would drop good matches. So several words are ORed here,
    // where our route requires all of them (the bench's text searches are one word).
    threshold: 1,
  } as SearchParams<Db>
  const facets = Object.fromEntries(
    plan.facets.filter((key) => key !== "price").map((key) => [FACETS[key as Exclude<FacetKey, "price">].field, FACETS[key as Exclude<FacetKey, "price">].definition])
  )
  const result = await search(db, {
    ...base,
    ...(Object.keys(facets).length ? { facets } : {}),
    ...(plan.page
      ? { offset: plan.page.offset, limit: plan.page.limit, sortBy: ORDERS[plan.page.sort] as never }
      : { limit: 0 }),
  } as SearchParams<Db>)
  let price = { min: 0, max: 0 }
  if (plan.facets.includes("price") && result.count > 0) {
    // The cheapest and the dearest match, from Orama's presorted price index.
    const [low, high] = await Promise.all(
      (["ASC", "DESC"] as const).map((order) => search(db, { ...base, limit: 1, sortBy: { property: "price", order } } as SearchParams<Db>))
    )
    price = { min: Math.round(Number(low!.hits[0]?.document.price ?? 0)), max: Math.round(Number(high!.hits[0]?.document.price ?? 0)) }
  }
  const counts: Record<string, Record<string, number>> = {}
  for (const [field, facet] of Object.entries(result.facets ?? {})) counts[field] = facet.values
  return { hits: result.hits.map((hit) => hit.document as Record<string, any>), count: result.count, facets: counts, price }
}

type LocalizedTexts = { title?: string; subtitle?: string | null; category_name?: string | null }

function parseTexts(texts: unknown): Record<string, LocalizedTexts> {
  return typeof texts === "string" ? (JSON.parse(texts) as Record<string, LocalizedTexts>) : {}
}

/** The shop card, as our route's `toCard` builds it. */
function toCard(document: Record<string, any>, locale: string) {
  const texts = parseTexts(document.texts)
  const local = texts[locale] ?? texts[BASE_LOCALE]
  const ratingCount = Number(document.rating_count ?? 0)
  return {
    id: document.id,
    handle: document.handle,
    title: local?.title ?? document.handle,
    subtitle: local?.subtitle ?? null,
    thumbnail: document.thumbnail ?? null,
    image: document.image ?? null,
    brand: document.brand_handle ? { handle: document.brand_handle, name: document.brand_name ?? document.brand_handle } : null,
    category: document.category_handle ? { handle: document.category_handle, name: local?.category_name ?? document.category_handle } : null,
    price: document.price != null ? { amount: Number(document.price), original_amount: document.original_price ?? null, currency_code: document.currency_code } : null,
    in_stock: !!document.in_stock,
    rating: ratingCount > 0 && document.rating_average != null ? { average: Math.round(Number(document.rating_average) * 10) / 10, count: ratingCount } : null,
    sold_count: Number(document.sold_count ?? 0),
    is_pack: !!document.is_pack,
  }
}
