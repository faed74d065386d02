import type { SearchTypes } from "@medusajs/framework/types"
import { planInMemory, type Candidates } from "./memory-query"
import { HeldValues } from "./held-values"
import { MemorySnapshots, SNAPSHOT_MAX_AGE_MS, type Snapshot } from "./memory-snapshot"
import type { RawAnswer } from "./results"
import { documentSql, tsQuery } from "./search-sql"
import type { TablePlan } from "./table-plan"

type Query = SearchTypes.ProviderSearchQuery
type Execute = (sql: string, params?: unknown[]) => Promise<any[]>
/** Text match sets kept per index, words and strategy: a shopper pages and filters within one search. */
const MAX_TEXT_MATCHES = 200
/** Shop cards of the pages served lately: the same products top many pages. */
const MAX_DOCUMENTS = 5000

/**
 * Shop queries answered from each index's rows held in memory (memory-snapshot.ts): filters,
 * order, count and facets in this process; from the database only the text matches (GIN, cached
 * a while) and the few documents of the page. Returns undefined for a query it leaves to SQL.
 */
export class MemorySearch {
  private readonly snapshots: MemorySnapshots
  private readonly textMatches = new HeldValues<Promise<Map<string, number>>>(MAX_TEXT_MATCHES, SNAPSHOT_MAX_AGE_MS)
  private readonly documentsHeld = new HeldValues<Record<string, unknown>>(MAX_DOCUMENTS, SNAPSHOT_MAX_AGE_MS)

  constructor(
    private readonly execute: Execute,
    private readonly tsConfig: string
  ) {
    this.snapshots = new MemorySnapshots(execute)
  }

  /** After a committed write: the rows and text matches held are stale. */
  invalidate() {
    this.snapshots.invalidate()
    this.textMatches.clear()
    this.documentsHeld.clear()
  }

  async answer(input: Query, plan: TablePlan): Promise<RawAnswer | undefined> {
    const evaluate = planInMemory(input, plan)
    if (!evaluate) return undefined
    const snapshot = await this.snapshots.get(plan)
    const q = input.q?.trim()
    const candidates = q ? matchedRows(snapshot, await this.scores(plan, q, input.search_options?.match_strategy)) : "all"
    const answer = evaluate(snapshot, candidates)
    const documents = await this.documents(input, plan, answer.hits.map((hit) => hit.id))
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

  /** The page's documents, those served lately from memory, the others in one query by id. */
  private async documents(input: Query, plan: TablePlan, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
    const prefix = JSON.stringify([plan.table, input.attributes_to_retrieve])
    const found = new Map<string, Record<string, unknown>>()
    const missing = ids.filter((id) => {
      const document = this.documentsHeld.get(prefix + id)
      if (document) found.set(id, document)
      return !document
    })
    if (!missing.length) return found
    const epoch = this.documentsHeld.epoch
    const rows = await this.execute(
      `SELECT t."id", ${documentSql(input, plan)} AS "document" FROM "${plan.table}" t` +
        ` JOIN "${plan.docTable}" d ON d."id" = t."id" WHERE t."id" IN (${missing.map(() => "?").join(", ")})`,
      missing
    )
    for (const row of rows as { id: string; document: Record<string, unknown> }[]) {
      found.set(row.id, row.document)
      this.documentsHeld.set(prefix + row.id, row.document, epoch)
    }
    return found
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
