import type { Logger, SearchTypes } from "@medusajs/framework/types"
import { AbstractSearchProviderService, MedusaError, readDocumentPath } from "@medusajs/framework/utils"
import { createTableSql, dropTableSql, textSearchConfigSql, type TableComment } from "./schema-sql"
import { MemorySearch } from "./memory-search"
import { toSearchResult, type RawAnswer } from "./results"
import { assertSupported, buildBatchStatement } from "./search-sql"
import { docTableName, planTable, TABLE_PREFIX, tableName, toColumnValue, type TablePlan } from "./table-plan"

type Manager = {
  execute: (sql: string, params?: unknown[]) => Promise<any[]>
  transactional?: <T>(run: (manager: Manager) => Promise<T>) => Promise<T>
}
type Options = { language?: string }

const UPSERT_BATCH = 500
const UNDEFINED_TABLE = "42P01"

/**
 * A Search Module provider that keeps each index in a Postgres table with one typed column per
 * field (text, text[], bigint, double precision, boolean, timestamptz) and a weighted tsvector,
 * instead of jsonb documents. Filters and facets then read plain columns through btree and GIN
 * indexes, and a query is one statement (docs/decisions/007-catalogue-search.md).
 */
export default class TypedPostgresSearchService extends AbstractSearchProviderService {
  static override identifier = "search-typed-postgres"

  private readonly manager: Manager
  private readonly logger: Logger
  private readonly language: string
  private readonly plans = new Map<string, TablePlan>()
  private readonly memory: MemorySearch

  constructor({ manager, logger }: { manager: Manager; logger: Logger }, options: Options = {}) {
    super()
    this.manager = manager
    this.logger = logger
    this.language = options.language ?? "english"
    this.memory = new MemorySearch((sql, params) => this.manager.execute(sql, params), this.tsConfig)
    if (!/^[a-z_]+$/.test(this.language)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid text search language "${this.language}"`)
    }
  }

  private get tsConfig() {
    return `medusa_search_${this.language}`
  }

  override async upsertIndex({ index }: { index: SearchTypes.ResolvedSearchIndexDefinition }): Promise<SearchTypes.SearchTask> {
    const plan = this.plan(index)
    const existing = await this.readComment(plan.table)
    await this.transaction(async (manager) => {
      for (const statement of textSearchConfigSql(this.language)) await manager.execute(statement)
      // A changed shape is a new table: the Search Module then reseeds it.
      if (existing && existing.hash !== plan.hash) await manager.execute(dropTableSql(plan))
      for (const statement of createTableSql(plan, { index: index.physical_name, hash: plan.hash })) {
        await manager.execute(statement)
      }
    })
    this.memory.invalidate()
    return this.task(index.physical_name)
  }

  override async deleteIndex({ index }: { index: string }): Promise<SearchTypes.SearchTask> {
    const table = tableName(index)
    await this.manager.execute(dropTableSql({ table, docTable: docTableName(table) }))
    this.memory.invalidate()
    return this.task(index)
  }

  override async listIndexes(): Promise<SearchTypes.SearchIndexInfo[]> {
    const tables = await this.manager.execute(
      `SELECT c.relname AS table, obj_description(c.oid, 'pg_class') AS comment
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind = 'r' AND n.nspname = current_schema() AND c.relname LIKE ?`,
      [`${TABLE_PREFIX}%`]
    )
    const infos: SearchTypes.SearchIndexInfo[] = []
    for (const { table, comment } of tables) {
      const parsed = parseComment(comment)
      if (!parsed) continue
      const [{ count, updated_at }] = await this.manager.execute(
        `SELECT count(*)::int AS count, max("updated_at") AS updated_at FROM "${table}"`
      )
      infos.push({ name: parsed.index, provider: TypedPostgresSearchService.identifier, document_count: count, updated_at: updated_at ?? undefined })
    }
    return infos
  }

  override async upsertDocuments(input: {
    index: string
    definition: SearchTypes.ResolvedSearchIndexDefinition
    documents: SearchTypes.SearchDocument[]
  }): Promise<SearchTypes.SearchTask> {
    const plan = this.plan({ ...input.definition, physical_name: input.index })
    // Last write wins for an id given twice: one statement cannot update a row twice.
    const rows = new Map<string, Record<string, unknown>>()
    for (const document of input.documents) {
      const id = document[plan.primaryKey]
      if (id === undefined || id === null || id === "") {
        throw new MedusaError(MedusaError.Types.INVALID_DATA, `A search document has no "${plan.primaryKey}"`)
      }
      const row: Record<string, unknown> = { id: String(id) }
      for (const column of plan.columns.values()) {
        row[column.name] = toColumnValue(column, readDocumentPath(document, column.path.split(".")))
      }
      rows.set(String(id), row)
    }
    const all = [...rows.values()]
    await tableMissingIsNotFound(input.index, () =>
      this.transaction(async (manager) => {
        for (let start = 0; start < all.length; start += UPSERT_BATCH) {
          await manager.execute(upsertSql(plan, this.tsConfig), [JSON.stringify(all.slice(start, start + UPSERT_BATCH))])
        }
      })
    )
    this.memory.invalidate()
    return this.task(input.index)
  }

  override async deleteDocuments({ index, filters }: SearchTypes.SearchDeleteDocumentsInput): Promise<SearchTypes.SearchTask> {
    const ids = primaryKeyFilter(filters)
    if (!ids) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "The typed Postgres search provider deletes documents by id only")
    }
    if (ids.length) {
      await tableMissingIsNotFound(index, () =>
        this.manager.execute(`DELETE FROM "${tableName(index)}" WHERE "id" IN (SELECT jsonb_array_elements_text(?::jsonb))`, [
          JSON.stringify(ids),
        ])
      )
    }
    this.memory.invalidate()
    return this.task(index)
  }

  override async clearIndex({ index }: { index: string }): Promise<SearchTypes.SearchTask> {
    const table = tableName(index)
    await this.manager.execute(`TRUNCATE TABLE "${docTableName(table)}", "${table}"`)
    this.memory.invalidate()
    return this.task(index)
  }

  override async search(input: SearchTypes.ProviderSearchQuery): Promise<SearchTypes.SearchResult> {
    return (await this.searchMany([input]))[0]
  }

  /**
   * The shop's queries are answered from the index's rows held in memory (memory-search.ts);
   * any other query of the batch goes to SQL, all of those in one statement, so one round trip
   * and, for queries over the same text, one scan serve them (search-sql.ts).
   */
  override async searchMany(inputs: SearchTypes.ProviderSearchQuery[]): Promise<SearchTypes.SearchResult[]> {
    if (!inputs.length) return []
    const started = Date.now()
    const plans = inputs.map((input) => this.plan(input.index))
    for (const [i, input] of inputs.entries()) assertSupported(input, plans[i])
    const inMemory = await tableMissingIsNotFound(inputs[0].index.physical_name, () =>
      Promise.all(inputs.map((input, i) => this.memory.answer(input, plans[i])))
    )
    const rest = inputs.filter((_, i) => !inMemory[i])
    const fromSql = rest.length ? await this.searchInSql(rest) : []
    let next = 0
    return inputs.map((input, i) => toSearchResult(input, inMemory[i] ?? fromSql[next++], Date.now() - started))
  }

  /**
   * The reference engine alone, every query in SQL: what the in-memory answers must equal
   * (integration-tests/http/catalogue-search-memory.spec.ts compares them).
   */
  async searchManyInSql(inputs: SearchTypes.ProviderSearchQuery[]): Promise<SearchTypes.SearchResult[]> {
    for (const input of inputs) assertSupported(input, this.plan(input.index))
    const answers = await this.searchInSql(inputs)
    return inputs.map((input, i) => toSearchResult(input, answers[i], 0))
  }

  private async searchInSql(inputs: SearchTypes.ProviderSearchQuery[]): Promise<RawAnswer[]> {
    const batch = buildBatchStatement(inputs, (input) => this.plan(input.index), this.tsConfig)
    const [row] = await tableMissingIsNotFound(inputs[0].index.physical_name, () => this.manager.execute(batch.sql, batch.params))
    return batch.statements.map((statement, i) => {
      const answer = row[`q${i}`] ?? {}
      return {
        hits: answer.hits ?? [],
        count: answer.count ?? null,
        facets: statement.facets.map((facet, index) => ({ request: facet.request, value: answer[`facet_${index}`] })),
        take: statement.take,
        skip: statement.skip,
      }
    })
  }

  private plan(index: SearchTypes.ResolvedSearchIndexDefinition): TablePlan {
    const key = `${index.physical_name}:${index.definition_hash}`
    let plan = this.plans.get(key)
    if (!plan) {
      plan = planTable(index)
      this.plans.set(key, plan)
    }
    return plan
  }

  private async readComment(table: string): Promise<TableComment | undefined> {
    const [row] = await this.manager.execute(`SELECT obj_description(to_regclass(?), 'pg_class') AS comment`, [`"${table}"`])
    return parseComment(row?.comment)
  }

  private async transaction<T>(run: (manager: Manager) => Promise<T>): Promise<T> {
    return this.manager.transactional ? await this.manager.transactional(run) : await run(this.manager)
  }

  private task(index: string): SearchTypes.SearchTask {
    return { index, status: "succeeded" }
  }
}

/**
 * A version's table can go from under this process: another server's reindex dropped it, or the
 * database was restored. NOT_FOUND is what the Search Module expects then: it forgets the active
 * version it holds, reads it again and retries once (`withActiveIndexRetry`).
 */
async function tableMissingIsNotFound<T>(index: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if ((error as { code?: string })?.code === UNDEFINED_TABLE) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, `Search index "${index}" has no table`)
    }
    throw error
  }
}

/**
 * One statement for a batch, both tables: rows arrive as one JSON array, typed by
 * `jsonb_to_recordset`; the text index is computed from the searchable columns.
 */
function upsertSql(plan: TablePlan, tsConfig: string) {
  const columns = [...plan.columns.values()]
  const names = (table: "main" | "doc") => columns.filter((c) => c.table === table).map((c) => `"${c.name}"`)
  const vector = plan.searchable.length
    ? plan.searchable
        .map(({ column, weight }) => {
          const text = column.array ? `array_to_string(r."${column.name}", ' ')` : `r."${column.name}"`
          return `setweight(to_tsvector('${tsConfig}', coalesce(${text}, '')), '${weight}')`
        })
        .join(" || ")
    : `''::tsvector`
  const upsert = (table: string, target: string[], values: string[]) =>
    `INSERT INTO "${table}" ("id"${target.map((n) => `, ${n}`).join("")})
     SELECT r."id"${values.map((v) => `, ${v}`).join("")} FROM "__rows" r
     ON CONFLICT ("id") DO UPDATE SET ${target.map((n) => `${n} = EXCLUDED.${n}`).join(", ") || `"id" = EXCLUDED."id"`}`
  const main = [...names("main"), `"updated_at"`]
  const doc = [...names("doc"), `"search_vector"`]
  return `WITH "__rows" AS (
      SELECT * FROM jsonb_to_recordset(?::jsonb) AS r("id" text${columns.map((c) => `, "${c.name}" ${c.sqlType}`).join("")})
    ), "__main" AS (
      ${upsert(plan.table, main, [...names("main").map((n) => `r.${n}`), "now()"])}
      RETURNING "id"
    )
    ${upsert(plan.docTable, doc, [...names("doc").map((n) => `r.${n}`), vector])}`
}

/** `{ id: [...] }`, `{ id: "x" }` or `{ id: { $in: [...] } }`; anything else is not a delete by id. */
function primaryKeyFilter(filters: SearchTypes.SearchFilters): string[] | undefined {
  const keys = Object.keys(filters ?? {})
  if (keys.length !== 1 || keys[0] !== "id") return undefined
  const value = (filters as Record<string, unknown>).id
  if (typeof value === "string") return [value]
  if (Array.isArray(value)) return value.map(String)
  const operators = value as Record<string, unknown> | null
  if (operators && Array.isArray(operators.$in)) return operators.$in.map(String)
  if (operators && typeof operators.$eq === "string") return [operators.$eq]
  return undefined
}

function parseComment(comment: string | null | undefined): TableComment | undefined {
  if (!comment) return undefined
  try {
    const parsed = JSON.parse(comment)
    return typeof parsed?.index === "string" ? parsed : undefined
  } catch {
    return undefined
  }
}
