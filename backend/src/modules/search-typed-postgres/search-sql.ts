import type { SearchTypes } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { compileFilters, findColumn, placeholders } from "./filters"
import type { Column, TablePlan } from "./table-plan"

type FacetRequest = Exclude<SearchTypes.SearchFacetRequest, string>
export type PlannedFacet = { request: FacetRequest; column: Column }
/** What the service needs to read one query's answer back from the batch statement's row. */
export type SearchStatement = { facets: PlannedFacet[]; take: number; skip: number }
export type BatchStatement = { sql: string; params: unknown[]; statements: SearchStatement[] }
type Query = SearchTypes.ProviderSearchQuery

const DEFAULT_TAKE = 20
const DEFAULT_FACET_LIMIT = 10

/**
 * One statement for a whole batch (a shop page and its disjunctive facet queries). Each query
 * reads its matching rows' narrow columns once (`MATERIALIZED` CTE), then its count, its page of
 * hits (joined back to both tables for their fields) and every facet from them. Queries with the
 * same text share its matches: the GIN lookup and ranking run once per batch.
 */
export function buildBatchStatement(inputs: Query[], planOf: (input: Query) => TablePlan, tsConfig: string): BatchStatement {
  const params: unknown[] = []
  const ctes: string[] = []
  const matches = new Map<string, string>()
  const sources = inputs.map((input, i) => {
    const plan = planOf(input)
    assertSupported(input, plan)
    const q = input.q?.trim() || undefined
    const strategy = input.search_options?.match_strategy
    let match: string | undefined
    if (q) {
      const key = JSON.stringify([plan.docTable, q, strategy ?? "all"])
      match = matches.get(key)
      if (!match) {
        match = `__m${matches.size}`
        matches.set(key, match)
        params.push(q)
        ctes.push(`"${match}_q" AS (SELECT ${tsQuery(tsConfig, strategy)} AS tsq)`)
        ctes.push(
          `"${match}" AS MATERIALIZED (SELECT d."id", ts_rank_cd(d."search_vector", x.tsq) AS "__score"` +
            ` FROM "${plan.docTable}" d CROSS JOIN "${match}_q" x WHERE d."search_vector" @@ x.tsq)`
        )
      }
    }
    ctes.push(`"__s${i}" AS MATERIALIZED (${scopeSql(input, plan, match, params)})`)
    return `__s${i}`
  })

  const statements: SearchStatement[] = []
  const selects = inputs.map((input, i) => {
    const { sql, statement } = querySelects(input, planOf(input), sources[i], params)
    statements.push(statement)
    return `(SELECT row_to_json(s) FROM (SELECT ${sql}) s) AS "q${i}"`
  })
  return { sql: `WITH ${ctes.join(", ")} SELECT ${selects.join(", ")}`, params, statements }
}

/**
 * The query's matching rows, only the columns it sorts or facets on. With text, the matches come
 * first (GIN), then each is looked up by id and filtered (`OFFSET 0` keeps the planner from
 * turning this into a hash join over a scan of every row).
 */
function scopeSql(input: Query, plan: TablePlan, match: string | undefined, params: unknown[]) {
  const columns = new Set<Column>()
  for (const o of orderColumns(input, plan, !!match)) if (isColumn(o.column)) columns.add(o.column)
  for (const facet of input.search_options?.facets ?? []) columns.add(planFacet(facet, plan).column)
  const columnSql = [...columns].map((column) => `, t."${column.name}"`).join("")
  const filters = compileFilters(input.filters, plan, params, "t")
  return match
    ? `SELECT t."id", m."__score"${columnSql} FROM "${match}" m CROSS JOIN LATERAL` +
        ` (SELECT * FROM "${plan.table}" t WHERE t."id" = m."id"${filters ? ` AND ${filters}` : ""} OFFSET 0) t`
    : `SELECT t."id", 0::real AS "__score"${columnSql} FROM "${plan.table}" t${filters ? ` WHERE ${filters}` : ""}`
}

/** One query's answer read from its rows: the count, the page of hits, each facet. */
function querySelects(input: Query, plan: TablePlan, source: string, params: unknown[]) {
  const options = input.search_options ?? {}
  const take = input.pagination?.take ?? DEFAULT_TAKE
  const skip = input.pagination?.skip ?? 0
  const order = orderColumns(input, plan, !!input.q?.trim())
  const facets = (options.facets ?? []).map((facet) => planFacet(facet, plan))
  const selects: string[] = []
  if (options.count !== "none") selects.push(`(SELECT count(*) FROM "${source}")::int AS "count"`)
  if (take > 0) {
    const sortNames = [...new Set(order.map((o) => (isColumn(o.column) ? `"${o.column.name}"` : o.column)))]
    params.push(take, skip)
    selects.push(
      `(SELECT coalesce(json_agg(json_build_object('id', t."id", 'score', p."__score", 'document', ${documentSql(input, plan)}) ORDER BY ${orderSql(order, "p.")}), '[]'::json)` +
        ` FROM (SELECT "id", "__score"${sortNames.filter((n) => n !== `"id"` && n !== `"__score"`).map((n) => `, ${n}`).join("")}` +
        ` FROM "${source}" ORDER BY ${orderSql(order, "")} LIMIT ? OFFSET ?) p` +
        ` JOIN "${plan.table}" t ON t."id" = p."id" JOIN "${plan.docTable}" d ON d."id" = p."id") AS "hits"`
    )
  }
  for (const [index, facet] of facets.entries()) selects.push(`(${facetSql(facet, source, params)}) AS "facet_${index}"`)
  if (!selects.length) selects.push(`NULL AS "nothing"`)
  return { sql: selects.join(", "), statement: { facets, take, skip } }
}

/** Whole terms ANDed (`all`), ORed (`any`), or the last one a prefix (`last`, typeahead). */
export function tsQuery(tsConfig: string, strategy: SearchTypes.SearchMatchStrategy | undefined) {
  const parsed = `plainto_tsquery('${tsConfig}', ?)`
  if (strategy === "any") return `replace(${parsed}::text, ' & ', ' | ')::tsquery`
  if (strategy === "last") return `regexp_replace(${parsed}::text, '''([^'']+)''$', '''\\1'':*')::tsquery`
  return parsed
}

export type OrderEntry = { column: Column | '"__score"' | '"id"'; direction: "ASC" | "DESC" }
const isColumn = (value: OrderEntry["column"]): value is Column => typeof value === "object"

export function orderColumns(input: Query, plan: TablePlan, hasQuery: boolean): OrderEntry[] {
  const requested = Object.entries(input.pagination?.order ?? {})
  if (!requested.length) {
    return hasQuery ? [{ column: '"__score"', direction: "DESC" }, { column: '"id"', direction: "ASC" }] : [{ column: '"id"', direction: "ASC" }]
  }
  return requested.map(([path, direction]) => {
    const dir = direction === "ASC" ? "ASC" : "DESC"
    if (path === "_score") return { column: '"__score"', direction: dir }
    if (path === plan.primaryKey) return { column: '"id"', direction: dir }
    const column = findColumn(plan, path)
    if (column.table !== "main") throw new MedusaError(MedusaError.Types.INVALID_DATA, `Search field "${path}" is not sortable`)
    if (column.array) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Cannot sort by the list field "${path}"`)
    return { column, direction: dir }
  })
}

function orderSql(order: OrderEntry[], qualifier: string) {
  return order
    .map(({ column, direction }) => {
      // Byte order for the id tie-break, whatever the database's collation (memory-query.ts agrees).
      const ref = isColumn(column) ? `"${column.name}"` : column === '"id"' ? `"id" COLLATE "C"` : column
      return `${qualifier}${ref} ${direction}${isColumn(column) ? " NULLS LAST" : ""}`
    })
    .join(", ")
}

/** The hit's fields, by dotted path; the service nests them again. */
export function documentSql(input: Query, plan: TablePlan) {
  const pairs = input.attributes_to_retrieve
    .map((path) => {
      if (path === plan.primaryKey) return `'${path}', t."id"`
      const column = plan.columns.get(path)
      return column ? `'${path}', ${column.table === "main" ? "t" : "d"}."${column.name}"` : null
    })
    .filter((pair): pair is string => !!pair)
  // json_build_object takes at most 100 arguments: join chunks of 40 pairs.
  const chunks: string[] = []
  for (let i = 0; i < pairs.length; i += 40) chunks.push(`jsonb_build_object(${pairs.slice(i, i + 40).join(", ")})`)
  return chunks.length ? chunks.join(" || ") : `'{}'::jsonb`
}

function planFacet(facet: string | SearchTypes.SearchFacetRequest, plan: TablePlan): PlannedFacet {
  const request: FacetRequest = typeof facet === "string" ? { field: facet, type: "value" } : facet
  const column = findColumn(plan, request.field)
  if (column.table !== "main") throw new MedusaError(MedusaError.Types.INVALID_DATA, `Search field "${request.field}" is not facetable`)
  const numeric = column.kind === "integer" || column.kind === "float" || column.kind === "date"
  if ((request.type === "range" || request.type === "stats") && (!numeric || column.array)) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `"${request.type}" facets need a numeric field ("${request.field}")`)
  }
  return { request, column }
}

function facetSql({ request, column }: PlannedFacet, source: string, params: unknown[]) {
  const ref = `"${source}"."${column.name}"`
  if (request.type === "stats") {
    const value = column.kind === "date" ? `extract(epoch from ${ref}) * 1000` : ref
    return `SELECT json_build_object('min', min(${value}), 'max', max(${value}), 'avg', avg(${value}), 'sum', sum(${value}), 'count', count(${value})) FROM "${source}"`
  }
  if (request.type === "range") {
    const counts = request.ranges.map((range, index) => {
      const bounds: string[] = []
      if (range.from !== undefined) bounds.push(`${ref} >= ${placeholders(column, [range.from], params)}`)
      if (range.to !== undefined) bounds.push(`${ref} < ${placeholders(column, [range.to], params)}`)
      return `'r${index}', count(*) FILTER (WHERE ${bounds.length ? bounds.join(" AND ") : "TRUE"})`
    })
    return `SELECT json_build_object(${counts.join(", ") || "'none', 0"}) FROM "${source}"`
  }
  // unnest() in the select list (a ProjectSet) is about twice as fast as a lateral function scan.
  const value = column.array ? "v" : ref
  const from = column.array ? `(SELECT unnest(${ref}) AS v FROM "${source}") exploded` : `"${source}"`
  const prefix = request.query ? ` AND ${value}::text LIKE ?` : ""
  if (request.query) params.push(`${request.query.replace(/[\\%_]/g, "\\$&")}%`)
  params.push(request.limit ?? DEFAULT_FACET_LIMIT)
  const sort = request.sort === "alpha" ? "value ASC" : "count DESC, value ASC"
  return (
    `SELECT coalesce(json_agg(json_build_object('value', value, 'count', count) ORDER BY ${sort}), '[]'::json) FROM (` +
    // Values in byte order, whatever the database's collation (memory-query.ts agrees).
    `SELECT ${value}::text COLLATE "C" AS value, count(*)::int AS count FROM ${from} WHERE ${value} IS NOT NULL${prefix}` +
    ` GROUP BY 1 ORDER BY ${sort} LIMIT ?) f`
  )
}

/** What this engine cannot answer truthfully is refused rather than half-answered. */
export function assertSupported(input: Query, plan: TablePlan) {
  const options = input.search_options ?? {}
  const refuse = (what: string) => {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `The typed Postgres search provider does not support ${what}`)
  }
  if (options.highlight && input.q?.trim()) refuse("highlighting")
  if (options.vector) refuse("vector search")
  if (options.locales?.length) refuse("query-time locales")
  if (options.distinct || input.index.settings?.distinct_attribute) refuse("distinct")
  if (options.min_score !== undefined) refuse("min_score")
  if (input.pagination?.cursor !== undefined) refuse("cursor pagination")
  const searchOn = options.attributes_to_search_on
  if (searchOn && (searchOn.length !== plan.searchable.length || !plan.searchable.every((s) => searchOn.includes(s.column.path)))) {
    refuse("searching a subset of the searchable fields")
  }
}
