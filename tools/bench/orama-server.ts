import http from "node:http"
import { performance } from "node:perf_hooks"
import pg from "pg"
import { answer, buildEngine, parseShopQuery, type ProductDocument } from "./orama-engine.js"

/**
 * The Orama side of `npm run bench -- search-engines`, in a process of its own so that it is
 * measured over HTTP like our route: reads the documents our index holds from PostgreSQL, builds
 * an Orama index, then answers `GET /storefront/catalogue/search` as the shop route does
 * (without the route's 30 s answer cache) and `GET /stats` (build times, memory).
 * Environment: DATABASE_URL, ORAMA_PORT, SALES_CHANNEL_IDS (comma-separated), ORAMA_TOLERANCE.
 */
const port = Number(process.env.ORAMA_PORT ?? 9410)
const salesChannelIds = (process.env.SALES_CHANNEL_IDS ?? "").split(",").filter(Boolean)
const text = { tolerance: Number(process.env.ORAMA_TOLERANCE ?? 1) }

/** Resident memory after a full collection (the process runs with --expose-gc), in MB. */
function rssMb() {
  globalThis.gc?.()
  return Math.round(process.memoryUsage().rss / 2 ** 20)
}

/**
 * Our index's active version, read back whole: its narrow table (filter, sort and facet columns)
 * joined to its document table (shown and searched fields). Columns are `f_<field>`.
 */
export async function readIndexDocuments(databaseUrl: string): Promise<ProductDocument[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    // The provider names each version's table after its physical name, kept as the table's comment.
    const { rows: tables } = await client.query<{ table: string }>(`
      SELECT c.relname AS table FROM search_index i
      JOIN search_index_version v ON v.search_index_id = i.id AND v.version = i.active_version AND v.deleted_at IS NULL
      JOIN pg_class c ON c.relkind = 'r' AND c.relname LIKE 'search\\_typed\\_%' AND c.relname NOT LIKE '%\\_doc'
        AND obj_description(c.oid, 'pg_class')::jsonb ->> 'index' = v.physical_name
      WHERE i.name = 'catalogue_product'`)
    if (tables.length !== 1) throw new Error(`Expected one active catalogue_product table, found ${tables.length}`)
    const table = tables[0]!.table
    const { rows } = await client.query(`SELECT * FROM "${table}" m JOIN "${table}_doc" d USING (id) ORDER BY id`)
    return rows.map((row: Record<string, unknown>) => {
      const document: ProductDocument = { id: String(row.id) }
      for (const [column, value] of Object.entries(row)) {
        if (!column.startsWith("f_")) continue
        document[column.slice(2)] = value instanceof Date ? value.getTime() : typeof value === "string" && /^f_(price|original_price|rating_count|sold_count)$/.test(column) ? Number(value) : value
      }
      return document
    })
  } finally {
    await client.end()
  }
}

async function main() {
  const baselineMb = rssMb()
  let started = performance.now()
  const documents = await readIndexDocuments(process.env.DATABASE_URL ?? "")
  const readMs = performance.now() - started
  started = performance.now()
  const engine = await buildEngine(documents, salesChannelIds)
  const buildMs = performance.now() - started
  const count = engine.size
  documents.length = 0
  const builtMb = rssMb()

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost")
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json; charset=utf-8" })
      response.end(JSON.stringify(body))
    }
    if (url.pathname === "/stats") return send(200, { documents: count, readMs, buildMs, baselineMb, builtMb, nowMb: rssMb(), tolerance: text.tolerance })
    if (url.pathname !== "/storefront/catalogue/search") return send(404, { message: "not found" })
    let input: ReturnType<typeof parseShopQuery>
    try {
      input = parseShopQuery(url.searchParams)
    } catch (error) {
      return send(400, { message: (error as Error).message })
    }
    const locale = String(request.headers["x-medusa-locale"] ?? "") || undefined
    answer(engine, input, text, locale).then(
      (body) => send(200, body),
      (error: unknown) => send(500, { message: (error as Error).message })
    )
  })
  server.listen(port, "127.0.0.1", () => console.log(`orama: ${count} documents, listening on ${port}`))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
