import type { SearchTypes } from "@medusajs/framework/types"
import { planInMemory, type Candidates } from "./memory-query"
import { HeldValues } from "./held-values"
import { MemorySnapshots, SNAPSHOT_MAX_AGE_MS, type Snapshot } from "./memory-snapshot"
import type { RawAnswer } from "./results"
import { documentSql, tsQuery } from "./search-sql"
import type { TablePlan } from "./table-plan"

type Query = SearchTypes.ProviderSearchQuery
type Execute = (sql: string, params?: unknown[]) => Promise<any[]>
type Documents = Map<string, Record<string, unknown>>
/** Text match sets kept per index, words and strategy: a shopper pages and filters within one search. */
const MAX_TEXT_MATCHES = 200
/**
 * Up to this many rows, an index's documents (the fields a query shows) are held beside its rows,
 * read in one query the first time they are asked for: a page then costs no database round trip.
 * Larger indexes read each page's documents by id.
 */
const MAX_HELD_DOCUMENTS = 50_000

/** Every provider's held copies in this process (one provider, unless a test builds more). */
const everyMemorySearch = new Set<WeakRef<MemorySearch>>()

/**
 * Another process wrote an index (a worker's sync, another API server): every copy this process
 * holds is dropped and read again when next asked for (lib/search/follow-search-index.ts).
 */
export function dropHeldSearchCopies() {
  for (const ref of everyMemorySearch) {
    const memory = ref.deref()
    if (memory) memory.invalidate()
    else everyMemorySearch.delete(ref)
  }
}

/**
 * Shop queries answered from each index's rows held in memory (memory-snapshot.ts): filters,
 * order, count and facets in this process; from the database only the text matches (GIN, kept a
 * while) and, once per snapshot, the documents shown. Returns undefined for a query it leaves to SQL.
 */
export class MemorySearch {
  private readonly snapshots: MemorySnapshots
  private readonly textMatches = new HeldValues<Promise<Map<string, number>>>(MAX_TEXT_MATCHES, SNAPSHOT_MAX_AGE_MS)
  /** Per snapshot (so dropped with it) and per list of fields shown: every document, by id. */
  private readonly heldDocuments = new WeakMap<Snapshot, Map<string, Promise<Documents>>>()

  constructor(
    private readonly execute: Execute,
    private readonly tsConfig: string
  ) {
    this.snapshots = new MemorySnapshots(execute)
    everyMemorySearch.add(new WeakRef(this))
  }

  /** After a committed write: the rows and text matches held are stale. */
  invalidate() {
    this.snapshots.invalidate()
    this.textMatches.clear()
  }

  async answer(input: Query, plan: TablePlan): Promise<RawAnswer | undefined> {
    const evaluate = planInMemory(input, plan)
    if (!evaluate) return undefined
    const snapshot = await this.snapshots.get(plan)
    const q = input.q?.trim()
    const candidates = q ? matchedRows(snapshot, await this.scores(plan, q, input.search_options?.match_strategy)) : "all"
    const answer = evaluate(snapshot, candidates)
    const documents = await this.documents(input, plan, snapshot, answer.hits.map((hit) => hit.id))
    return {
      ...answer,
      // A document deleted since the rows were read is left out, as SQL would no longer find it.
      hits: answer.hits.filter((hit) => documents.has(hit.id)).map((hit) => ({ ...hit, document: documents.get(hit.id)! })),
    }
  }

  private scores(plan: TablePlan, q: string, strategy: SearchTypes.SearchMatchStrategy | undefined) {
    const key = JSON.stringify([plan.docTable, strategy ?? "all", q])
    const held = this.textMatches.get(key)
    if (held) return held
    const scores = this.execute(
      `SELECT d."id", ts_rank_cd(d."search_vector", x.tsq) AS "score" FROM "${plan.docTable}" d` +
        ` CROSS JOIN (SELECT ${tsQuery(this.tsConfig, strategy)} AS tsq) x WHERE d."search_vector" @@ x.tsq`,
      [q]
    ).then((rows: { id: string; score: number }[]) => new Map(rows.map((row) => [row.id, Number(row.score)])))
    this.textMatches.set(key, scores)
    scores.catch(() => this.textMatches.delete(key))
    return scores
  }

  /** The page's documents: from those held with the snapshot, or by id for a large index. */
  private async documents(input: Query, plan: TablePlan, snapshot: Snapshot, ids: string[]): Promise<Documents> {
    if (!ids.length) return new Map()
    if (snapshot.size > MAX_HELD_DOCUMENTS) return this.readDocuments(input, plan, ids)
    const held = await this.heldDocumentsOf(input, plan, snapshot)
    const found: Documents = new Map()
    const missing = ids.filter((id) => {
      const document = held.get(id)
      if (document) found.set(id, document)
      return !document
    })
    for (const [id, document] of missing.length ? await this.readDocuments(input, plan, missing) : []) found.set(id, document)
    return found
  }

  private heldDocumentsOf(input: Query, plan: TablePlan, snapshot: Snapshot): Promise<Documents> {
    let sets = this.heldDocuments.get(snapshot)
    if (!sets) {
      sets = new Map()
      this.heldDocuments.set(snapshot, sets)
    }
    const key = JSON.stringify(input.attributes_to_retrieve)
    let documents = sets.get(key)
    if (!documents) {
      documents = this.readDocuments(input, plan)
      sets.set(key, documents)
      documents.catch(() => sets!.delete(key))
    }
    return documents
  }

  /** Documents by id, or every one of the index when no ids are given. */
  private async readDocuments(input: Query, plan: TablePlan, ids?: string[]): Promise<Documents> {
    const rows = await this.execute(
      `SELECT t."id", ${documentSql(input, plan)} AS "document" FROM "${plan.table}" t` +
        ` JOIN "${plan.docTable}" d ON d."id" = t."id"` +
        (ids ? ` WHERE t."id" IN (${ids.map(() => "?").join(", ")})` : ""),
      ids ?? []
    )
    return new Map(rows.map((row: { id: string; document: Record<string, unknown> }) => [row.id, row.document]))
  }
}

/** A text search's matches as rows of the snapshot, with their scores. */
function matchedRows(snapshot: Snapshot, scores: Map<string, number>): Candidates {
  const rows: number[] = []
  const byRow = new Float64Array(snapshot.size)
  for (const [id, score] of scores) {
    const row = snapshot.rowOf.get(id)
    if (row === undefined) continue
    rows.push(row)
    byRow[row] = score
  }
  return { rows: Int32Array.from(rows), scores: byRow }
}
