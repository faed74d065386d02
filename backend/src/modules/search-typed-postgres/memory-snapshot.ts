import type { Column, TablePlan } from "./table-plan"

/**
 * One index's narrow table held column by column. Numbers and dates (epoch ms) are a
 * `Float64Array` with NaN for null; booleans an `Int8Array` (1, 0, -1 for null); keywords keep
 * their values and, per value, the rows holding it (postings, an inverted index) so that list
 * filters and value facets touch only the rows concerned.
 */
export type NumberColumn = { type: "number"; values: Float64Array }
export type BooleanColumn = { type: "boolean"; values: Int8Array }
export type KeywordColumn = {
  type: "keyword"
  array: boolean
  /** Per row: its value (scalar) or values (array), null when absent. */
  values: (string | string[] | null)[]
  /** Per value, the rows holding it, once per occurrence (as SQL's `unnest` counts them). */
  postings: Map<string, Int32Array>
  /** Per value, how many rows hold it (an array may hold a value twice). */
  rowsHolding: Map<string, number>
}
export type MemoryColumn = NumberColumn | BooleanColumn | KeywordColumn

export type Snapshot = {
  size: number
  ids: string[]
  rowOf: Map<string, number>
  /** By column name (`id` included, as a keyword column). */
  columns: Map<string, MemoryColumn>
}

type Execute = (sql: string, params?: unknown[]) => Promise<any[]>

/**
 * Another server's writes reach this process's copy at the latest this late: the same delay as
 * the shop's answer cache (lib/search/response-cache.ts).
 */
export const SNAPSHOT_MAX_AGE_MS = 30_000

type Entry = { snapshot?: Snapshot; version?: string; loadedAt: number; loading?: Promise<Snapshot> }

/**
 * Each index's narrow rows held in this process, so that shop queries filter, sort and count
 * facets without a database scan (docs/decisions/007). Writes in this process drop the copy at
 * once; a copy older than the maximum age is checked in the background (row count and latest
 * `updated_at`: another server's writes change one of them) and reloaded only if it changed,
 * while the old one still answers. A load that began before a write is not kept.
 */
export class MemorySnapshots {
  private readonly entries = new Map<string, Entry>()
  private generation = 0

  constructor(
    private readonly execute: Execute,
    private readonly maxAgeMs = SNAPSHOT_MAX_AGE_MS
  ) {}

  get currentGeneration() {
    return this.generation
  }

  /** After a committed write to any index: every copy and what was derived from it is stale. */
  invalidate() {
    this.generation++
    this.entries.clear()
  }

  async get(plan: TablePlan): Promise<Snapshot> {
    const entry = this.entries.get(plan.table)
    if (entry?.snapshot) {
      if (Date.now() - entry.loadedAt > this.maxAgeMs && !entry.loading) this.refresh(plan, entry).catch(() => undefined)
      return entry.snapshot
    }
    return entry?.loading ?? this.load(plan)
  }

  /** The held copy is kept, and trusted for another while, if the table did not change. */
  private async refresh(plan: TablePlan, entry: Entry) {
    entry.loadedAt = Date.now()
    if ((await this.version(plan)) !== entry.version) await this.load(plan)
  }

  private async version(plan: TablePlan) {
    const [row] = await this.execute(`SELECT count(*)::int AS "rows", max("updated_at") AS "latest" FROM "${plan.table}"`)
    return JSON.stringify([row.rows, row.latest])
  }

  private load(plan: TablePlan): Promise<Snapshot> {
    const generation = this.generation
    const entry: Entry = this.entries.get(plan.table) ?? { loadedAt: 0 }
    // The version first: a write between the two makes the next check reload again, never miss.
    const loading = this.version(plan).then(async (version) => {
      const snapshot = toSnapshot(plan, await this.execute(loadSql(plan)))
      if (this.generation === generation) this.entries.set(plan.table, { snapshot, version, loadedAt: Date.now() })
      return snapshot
    })
    entry.loading = loading
    this.entries.set(plan.table, entry)
    loading.catch(() => {
      if (this.entries.get(plan.table) === entry) entry.loading = undefined
    })
    return loading
  }
}

const mainColumns = (plan: TablePlan) => [...plan.columns.values()].filter((column) => column.table === "main")

/** Numbers arrive as numbers (bigint would come back as text), dates as epoch milliseconds. */
function loadSql(plan: TablePlan) {
  return `SELECT "id"${mainColumns(plan)
    .map((column) => `, ${readColumn(column)} AS "${column.name}"`)
    .join("")} FROM "${plan.table}"`
}

function readColumn(column: Column) {
  const ref = `"${column.name}"`
  if (column.array) return ref
  if (column.kind === "integer") return `${ref}::float8`
  if (column.kind === "date") return `(extract(epoch from ${ref}) * 1000)::float8`
  return ref
}

/** Which columns memory holds: the rest (arrays of numbers, dates or booleans) are left to SQL. */
export function heldInMemory(column: Pick<Column, "kind" | "array">) {
  return column.kind === "keyword" || column.kind === "text" || !column.array
}

function toSnapshot(plan: TablePlan, rows: Record<string, unknown>[]): Snapshot {
  const ids = rows.map((row) => row.id as string)
  const columns = new Map<string, MemoryColumn>([["id", keywordColumn(ids, false)]])
  for (const column of mainColumns(plan).filter(heldInMemory)) {
    const values = rows.map((row) => row[column.name] ?? null)
    if (column.kind === "keyword" || column.kind === "text") {
      columns.set(column.name, keywordColumn(values as (string | string[] | null)[], column.array))
    } else if (column.kind === "boolean") {
      columns.set(column.name, { type: "boolean", values: Int8Array.from(values, (v) => (v === null ? -1 : v ? 1 : 0)) })
    } else {
      columns.set(column.name, { type: "number", values: Float64Array.from(values, (v) => (v === null ? NaN : Number(v))) })
    }
  }
  return { size: rows.length, ids, rowOf: new Map(ids.map((id, row) => [id, row])), columns }
}

function keywordColumn(values: (string | string[] | null)[], array: boolean): KeywordColumn {
  const lists = new Map<string, number[]>()
  values.forEach((value, row) => {
    for (const item of array ? ((value as string[] | null) ?? []) : value === null ? [] : [value as string]) {
      if (item === null) continue
      let list = lists.get(item)
      if (!list) {
        list = []
        lists.set(item, list)
      }
      list.push(row)
    }
  })
  const postings = new Map([...lists].map(([value, list]) => [value, Int32Array.from(list)]))
  const rowsHolding = new Map([...lists].map(([value, list]) => [value, new Set(list).size]))
  return { type: "keyword", array, values, postings, rowsHolding }
}
