import type { SearchTypes } from "@medusajs/framework/types"
import { findColumn } from "./filters"
import { heldInMemory, type KeywordColumn, type MemoryColumn, type NumberColumn, type Snapshot } from "./memory-snapshot"
import { orderColumns, type OrderEntry } from "./search-sql"
import { castValue, type Column, type TablePlan } from "./table-plan"

type Query = SearchTypes.ProviderSearchQuery
type FacetRequest = Exclude<SearchTypes.SearchFacetRequest, string>
/** One byte per row of the snapshot: 1 where the row passes. */
type Mask = Uint8Array
/** A new mask each time (callers combine them in place), or "all" when every row passes. */
type MaskOf = (snapshot: Snapshot) => Mask | "all"

/** The rows a query starts from: all of them (score 0), or a text search's matches and scores. */
export type Candidates = { rows: Int32Array; scores: Float64Array | null } | "all"

/** A query answered from the snapshot: hit ids in order (documents are fetched apart), count, facets. */
export type MemoryAnswer = {
  hits: { id: string; score: number }[]
  count: number | null
  facets: { request: FacetRequest; value: unknown }[]
  take: number
  skip: number
}

const DEFAULT_TAKE = 20
const DEFAULT_FACET_LIMIT = 10
const NUMERIC_KINDS = new Set(["integer", "float", "date"])

/**
 * The part of the query language answered in memory: what the shop sends (lists, equality,
 * ranges on numbers and dates, `$exists`, array overlap and containment, `$and`/`$or`), value
 * facets on keywords, range and stats facets, sorts on numbers, dates, booleans, score and id.
 * Anything else (negations, whose SQL meaning depends on NULL, text comparisons, which depend on
 * the database's collation, facet prefix queries) goes to SQL, which stays the reference.
 */
export function planInMemory(input: Query, plan: TablePlan) {
  const maskOf = compileFilters(input.filters, plan)
  if (!maskOf) return undefined
  const order = orderColumns(input, plan, !!input.q?.trim())
  if (!order.every((entry) => typeof entry.column !== "object" || sortableInMemory(entry.column))) return undefined
  const facets = (input.search_options?.facets ?? []).map((facet) => planFacet(facet, plan))
  if (facets.some((facet) => !facet)) return undefined
  const take = input.pagination?.take ?? DEFAULT_TAKE
  const skip = input.pagination?.skip ?? 0
  const counted = input.search_options?.count !== "none"

  return (snapshot: Snapshot, candidates: Candidates): MemoryAnswer => {
    const found = maskOf(snapshot)
    const mask = found === "all" ? new Uint8Array(snapshot.size).fill(1) : found
    const scores = candidates === "all" ? null : candidates.scores
    const selected = select(mask, candidates)
    const page = take > 0 ? topRows(selected, comparator(order, snapshot, scores), skip + take).slice(skip) : []
    return {
      hits: page.map((row) => ({ id: snapshot.ids[row], score: scores ? scores[row] : 0 })),
      count: counted ? selected.length : null,
      facets: facets.map((facet) => ({ request: facet!.request, value: countFacet(facet!, snapshot, selected, candidates === "all" ? mask : undefined) })),
      take,
      skip,
    }
  }
}

const sortableInMemory = (column: Column) => !column.array && (NUMERIC_KINDS.has(column.kind) || column.kind === "boolean")

/** A filter value as the snapshot holds it: numbers, epoch ms for dates, strings for keywords. */
function held(column: Column, value: unknown) {
  const cast = castValue(column, value)
  return column.kind === "date" && typeof cast === "string" ? Date.parse(cast) : cast
}

function select(mask: Mask, candidates: Candidates): Int32Array {
  if (candidates !== "all") return candidates.rows.filter((row) => mask[row] === 1)
  let count = 0
  for (let row = 0; row < mask.length; row++) count += mask[row]
  const rows = new Int32Array(count)
  for (let row = 0, next = 0; row < mask.length; row++) if (mask[row]) rows[next++] = row
  return rows
}

// ---- Filters: each compiles to a function giving the mask of the rows that pass -------------

function compileFilters(filters: SearchTypes.SearchFilters | undefined, plan: TablePlan): MaskOf | undefined {
  const parts: MaskOf[] = []
  for (const [key, value] of Object.entries(filters ?? {})) {
    if (key === "q" || value === undefined) continue
    if (key === "$and" || key === "$or") {
      const branches = (value as SearchTypes.SearchFilters[]).map((branch) => compileFilters(branch, plan))
      if (branches.some((branch) => !branch)) return undefined
      // An empty branch list adds no condition in SQL either.
      if (branches.length) parts.push(key === "$and" ? both(branches as MaskOf[]) : either(branches as MaskOf[]))
      continue
    }
    if (key === "$not") return undefined
    const column = findColumn(plan, key)
    if (column.table !== "main" || !heldInMemory(column)) return undefined
    const part = fieldMask(column, value)
    if (!part) return undefined
    parts.push(part)
  }
  return both(parts)
}

function both(parts: MaskOf[]): MaskOf {
  if (parts.length === 1) return parts[0]
  return (snapshot) => {
    let mask: Mask | "all" = "all"
    for (const part of parts) {
      const other = part(snapshot)
      if (other === "all") continue
      if (mask === "all") mask = other
      else for (let row = 0; row < mask.length; row++) mask[row] &= other[row]
    }
    return mask
  }
}

function either(parts: MaskOf[]): MaskOf {
  if (parts.length === 1) return parts[0]
  return (snapshot) => {
    let mask = new Uint8Array(snapshot.size)
    for (const part of parts) {
      const other = part(snapshot)
      if (other === "all") return "all"
      for (let row = 0; row < mask.length; row++) mask[row] |= other[row]
    }
    return mask
  }
}

function fieldMask(column: Column, raw: unknown): MaskOf | undefined {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw) || raw instanceof Date) {
    return anyOf(column, Array.isArray(raw) ? raw : [raw])
  }
  const parts: MaskOf[] = []
  const bounds: Bounds = {}
  for (const [operator, value] of Object.entries(raw as Record<string, unknown>)) {
    const list = Array.isArray(value) ? value : [value]
    if (COMPARISONS.includes(operator) && !column.array && NUMERIC_KINDS.has(column.kind)) {
      bounds[operator as keyof Bounds] = held(column, value) as number
      continue
    }
    let part: MaskOf | undefined
    if (operator === "$eq") part = anyOf(column, [value])
    else if (operator === "$in" || (operator === "$overlaps" && !column.array)) part = anyOf(column, list)
    else if (operator === "$overlaps") part = holding(column, list.map(String))
    else if (operator === "$contains" && column.array) part = both(list.map((item) => holding(column, [String(item)])))
    else if (operator === "$exists") part = exists(column, Boolean(value))
    if (!part) return undefined
    parts.push(part)
  }
  if (Object.keys(bounds).length) parts.push(between(column, bounds))
  return both(parts)
}

/** Equal to one of the values (on an array, holding one of them); null means absent. */
function anyOf(column: Column, values: unknown[]): MaskOf {
  const present = values.filter((value) => value !== null && value !== undefined)
  const parts: MaskOf[] = []
  if (present.length < values.length) parts.push(exists(column, false))
  if (present.length) {
    const keyword = column.kind === "keyword" || column.kind === "text"
    parts.push(keyword ? holding(column, present.map(String)) : equalTo(column, present.map((value) => held(column, value))))
  }
  return either(parts)
}

/** Rows holding one of the keywords, straight from the postings. */
function holding(column: Column, values: string[]): MaskOf {
  return (snapshot) => {
    const { postings, rowsHolding } = snapshot.columns.get(column.name) as KeywordColumn
    // The shop's sales channel: one value every row holds.
    if (values.length === 1 && rowsHolding.get(values[0]) === snapshot.size) return "all"
    const mask = new Uint8Array(snapshot.size)
    for (const value of new Set(values)) {
      const rows = postings.get(value)
      if (rows) for (let i = 0; i < rows.length; i++) mask[rows[i]] = 1
    }
    return mask
  }
}

function equalTo(column: Column, values: unknown[]): MaskOf {
  const wanted = new Set(values.map((value) => (typeof value === "boolean" ? (value ? 1 : 0) : value)))
  return (snapshot) => {
    const { values: cells } = snapshot.columns.get(column.name) as Exclude<MemoryColumn, KeywordColumn>
    return Uint8Array.from(cells, (cell) => (wanted.has(cell) ? 1 : 0))
  }
}

function exists(column: Column, present: boolean): MaskOf {
  const yes = present ? 1 : 0
  const no = 1 - yes
  return (snapshot) => {
    const data = snapshot.columns.get(column.name)!
    if (data.type === "keyword") {
      return Uint8Array.from(data.values, (value) => (value !== null && (!data.array || (value as string[]).length > 0) ? yes : no))
    }
    if (data.type === "boolean") return Uint8Array.from(data.values, (value) => (value !== -1 ? yes : no))
    return Uint8Array.from(data.values, (value) => (Number.isNaN(value) ? no : yes))
  }
}

const COMPARISONS = ["$gt", "$gte", "$lt", "$lte"]
type Bounds = { $gt?: number; $gte?: number; $lt?: number; $lte?: number }

/** All of a field's comparisons in one pass. NaN (null) compares false, as NULL does in SQL. */
function between(column: Column, { $gt, $gte, $lt, $lte }: Bounds): MaskOf {
  const low = Math.max($gt ?? -Infinity, $gte ?? -Infinity)
  const lowOpen = $gt !== undefined && $gt >= ($gte ?? -Infinity)
  const high = Math.min($lt ?? Infinity, $lte ?? Infinity)
  const highOpen = $lt !== undefined && $lt <= ($lte ?? Infinity)
  return (snapshot) => {
    const { values } = snapshot.columns.get(column.name) as NumberColumn
    const mask = new Uint8Array(values.length)
    for (let row = 0; row < values.length; row++) {
      const value = values[row]
      // Without branches: prices fall either side at random, and mispredicted jumps cost more.
      mask[row] = (+(lowOpen ? value > low : value >= low)) & (+(highOpen ? value < high : value <= high))
    }
    return mask
  }
}

// ---- Order ------------------------------------------------------------------------------------

/** SQL's order: each column NULLS LAST, score and id as they are (id in byte order, `COLLATE "C"`). */
function comparator(order: OrderEntry[], snapshot: Snapshot, scores: Float64Array | null) {
  const keys = order.map(({ column, direction }) => {
    const sign = direction === "ASC" ? 1 : -1
    if (column === '"id"') return { read: (row: number) => snapshot.ids[row] as string | number, sign, nullable: false }
    if (column === '"__score"') return { read: (row: number) => (scores ? scores[row] : 0), sign, nullable: false }
    const { values } = snapshot.columns.get(column.name) as Exclude<MemoryColumn, KeywordColumn>
    const isNull = values instanceof Int8Array ? (value: number) => value === -1 : Number.isNaN
    return { read: (row: number) => values[row], sign, nullable: true, isNull }
  })
  return (a: number, b: number) => {
    for (const key of keys) {
      const x = key.read(a)
      const y = key.read(b)
      if (x === y) continue
      if (key.nullable) {
        const xNull = key.isNull!(x as number)
        const yNull = key.isNull!(y as number)
        if (xNull || yNull) {
          if (xNull && yNull) continue
          return xNull ? 1 : -1
        }
      }
      return (x < y ? -1 : 1) * key.sign
    }
    return 0
  }
}

/** The first `limit` rows in order, without sorting them all when the page is near the start. */
function topRows(rows: Int32Array, compare: (a: number, b: number) => number, limit: number): number[] {
  if (limit >= rows.length / 8) return Array.from(rows).sort(compare).slice(0, limit)
  const top: number[] = []
  for (const row of rows) {
    if (top.length === limit && compare(row, top[limit - 1]) >= 0) continue
    let at = top.length
    while (at > 0 && compare(row, top[at - 1]) < 0) at--
    top.splice(at, 0, row)
    if (top.length > limit) top.pop()
  }
  return top
}

// ---- Facets -----------------------------------------------------------------------------------

type MemoryFacet = { request: FacetRequest; column: Column }

function planFacet(facet: string | SearchTypes.SearchFacetRequest, plan: TablePlan): MemoryFacet | undefined {
  const request: FacetRequest = typeof facet === "string" ? { field: facet, type: "value" } : facet
  const column = findColumn(plan, request.field)
  if (column.table !== "main") return undefined
  if (request.type === "value") {
    return request.query || (column.kind !== "keyword" && column.kind !== "text") ? undefined : { request, column }
  }
  return NUMERIC_KINDS.has(column.kind) && !column.array ? { request, column } : undefined
}

/** The same shapes as the SQL facets (search-sql.ts `facetSql`), read back by the service alike. */
/** `chosen`, when given, is the mask of exactly `rows`. */
function countFacet({ request, column }: MemoryFacet, snapshot: Snapshot, rows: Int32Array, chosen?: Mask): unknown {
  const data = snapshot.columns.get(column.name)!
  if (data.type === "keyword") return countValues(request, data, chosen ?? maskOfRows(snapshot.size, rows))
  const values = (data as NumberColumn).values
  if (request.type === "stats") {
    let min = Infinity
    let max = -Infinity
    let sum = 0
    let count = 0
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]
      const value = values[row]
      if (Number.isNaN(value)) continue
      min = Math.min(min, value)
      max = Math.max(max, value)
      sum += value
      count++
    }
    return count ? { min, max, avg: sum / count, sum, count } : { min: null, max: null, avg: null, sum: null, count: 0 }
  }
  if (request.type === "range") {
    const bound = (value: unknown) => (value === undefined ? undefined : (held(column, value) as number))
    return Object.fromEntries(
      request.ranges.map((range, index) => {
        const from = bound(range.from)
        const to = bound(range.to)
        let count = 0
        for (let i = 0; i < rows.length; i++) {
          const row = rows[i]
          const value = values[row]
          if (!Number.isNaN(value) && (from === undefined || value >= from) && (to === undefined || value < to)) count++
        }
        return [`r${index}`, count]
      })
    )
  }
  return []
}

/** Per value, how many of the chosen rows hold it: its postings read against their mask. */
function maskOfRows(size: number, rows: Int32Array): Mask {
  const mask = new Uint8Array(size)
  for (let i = 0; i < rows.length; i++) mask[rows[i]] = 1
  return mask
}

function countValues(request: FacetRequest, data: KeywordColumn, chosen: Mask) {
  const counts: [string, number][] = []
  for (const [value, postings] of data.postings) {
    let count = 0
    for (let i = 0; i < postings.length; i++) count += chosen[postings[i]]
    if (count) counts.push([value, count])
  }
  // Byte order between values, as SQL's `COLLATE "C"`; UTF-16 order agrees outside surrogates.
  const byValue = (a: [string, number], b: [string, number]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)
  counts.sort(request.type === "value" && request.sort === "alpha" ? byValue : (a, b) => b[1] - a[1] || byValue(a, b))
  const limit = request.type === "value" ? (request.limit ?? DEFAULT_FACET_LIMIT) : DEFAULT_FACET_LIMIT
  return counts.slice(0, limit).map(([value, count]) => ({ value, count }))
}
