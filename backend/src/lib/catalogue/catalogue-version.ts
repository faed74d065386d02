import { createHash } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { forgetWhenDatabaseReplaced } from "../process-state"
import { followSearchIndex } from "../search/follow-search-index"

/**
 * The tables a catalogue page reads: products and their texts, variants, images, collections and
 * categories, prices and price lists (deals), stock, the sales channel links, brands, tutorials,
 * ratings and reviews. Any write to one of them (a price, stock taken by an order, a product
 * unpublished, a review written, answered or hidden) changes the version.
 */
const CATALOGUE_TABLES = [
  "product",
  "product_variant",
  "product_collection",
  "product_category",
  "product_category_product",
  "product_tag",
  "image",
  "price",
  "price_set",
  "price_list",
  "price_rule",
  "price_list_rule",
  "inventory_item",
  "inventory_level",
  "product_variant_inventory_item",
  "product_variant_price_set",
  "product_sales_channel",
  "brand",
  "product_detail",
  "tutorial",
  "product_rating",
  // The reviews a product page shows (a staff answer or a hidden review leaves the rating as it was).
  "review",
  // Texts in other languages (Translation Module), where stock counts, the region that prices.
  "translation",
  "sales_channel_stock_location",
  "region",
  "store",
]

type Knex = { raw: (sql: string, bindings?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }

/** The shop search's tables (src/modules/search-typed-postgres): a reindex writes there after the catalogue. */
const SEARCH_TABLES = "search\\_typed\\_%"
const isSearchTable = (table: unknown) => String(table).startsWith("search_typed_")
/** The tables are looked up again this often: a full reindex makes new search tables. */
const REDISCOVER_MS = 10_000

let statement: { sql: Promise<string>; at: number } | undefined

/**
 * One statement over the catalogue tables that exist here: rows, last change and, where rows are
 * soft-deleted, last deletion. The search tables count too: the search index is written shortly
 * after the catalogue (a queued sync), and a page read in between must be read again after it.
 */
function versionStatement(knex: Knex, now: number): Promise<string> {
  if (statement && now - statement.at < REDISCOVER_MS) return statement.sql
  const sql = knex
    .raw(
      `SELECT table_name, bool_or(column_name = 'deleted_at') AS soft FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name IN ('updated_at', 'deleted_at')
          AND (table_name = ANY(?) OR table_name LIKE ?)
        GROUP BY table_name HAVING bool_or(column_name = 'updated_at') ORDER BY table_name`,
      [CATALOGUE_TABLES, SEARCH_TABLES]
    )
    .then(({ rows }) =>
      rows
        .map(({ table_name, soft }) => {
          const table = String(table_name)
          return `SELECT '${table}' AS t, count(*)::text AS n, max(updated_at)::text AS u, ${soft ? "max(deleted_at)::text" : "NULL"} AS d FROM "${table}"`
        })
        .join(" UNION ALL ")
    )
  const entry = { sql, at: now }
  statement = entry
  sql.catch(() => {
    if (statement === entry) statement = undefined
  })
  return sql
}

/** However many ask, the database is asked at most this often per server. */
const REUSE_MS = 250
let latest: { at: number; version: Promise<string> } | undefined

/**
 * The catalogue's version: a digest of each catalogue table's row count and latest change. The
 * storefront keeps its catalogue answers while it stays the same (storefront/app/lib/medusa/
 * catalogue-cache.server.ts), on every server alike: it is read from the database. Each read also
 * tells this process's search copies whether another process wrote the index (follow-search-index.ts).
 */
export function catalogueVersion(container: MedusaContainer, now = Date.now()): Promise<string> {
  if (latest && now - latest.at < REUSE_MS) return latest.version
  return readVersion(container, now)
}

/** Reads asked for by a caller naming another version start at most this often per server. */
const CATCH_UP_EVERY_MS = 100

/**
 * The version, read again if the caller names one this server has not seen yet: the storefront
 * read it from another server, so this one must catch up before answering (its search copies
 * follow the read). The read must begin after the caller arrived; callers share it, and such
 * reads start at most every 100 ms, so that made-up versions cannot make a server read per request.
 */
export async function catalogueVersionAtLeast(container: MedusaContainer, wanted: string | undefined): Promise<string> {
  const arrived = Date.now()
  const held = await catalogueVersion(container, arrived)
  if (!wanted || held === wanted) return held
  if (latest && latest.at >= arrived) return latest.version
  const wait = (latest?.at ?? 0) + CATCH_UP_EVERY_MS - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  // Whoever woke first started the read; the others share it.
  return latest && latest.at >= arrived ? latest.version : readVersion(container, Date.now())
}

let running: Promise<string> | undefined
let queued: Promise<string> | undefined
// A read in flight belongs to the database it started on: it finishes, but is no longer reused.
forgetWhenDatabaseReplaced(() => {
  statement = undefined
  latest = undefined
  running = undefined
  queued = undefined
})

/**
 * A version read that starts after this call: a write committed before the call is in it. Callers
 * arriving while a read runs share the next one, started when it ends, so that under load the
 * database is asked about once per statement's time, not once per request.
 */
export function freshCatalogueVersion(container: MedusaContainer): Promise<string> {
  if (!running) return startRead(container)
  queued ??= running
    .catch(() => undefined)
    .then(() => {
      queued = undefined
      return startRead(container)
    })
  return queued
}

function startRead(container: MedusaContainer): Promise<string> {
  const version = readVersion(container, Date.now())
  running = version
  const done = () => {
    if (running === version) running = undefined
  }
  version.then(done, done)
  return version
}

function readVersion(container: MedusaContainer, now: number): Promise<string> {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as unknown as Knex
  const version = versionStatement(knex, now)
    .then((sql) => knex.raw(sql))
    .catch(() => {
      // A table went away (a reindex dropped the old search tables): look them up again.
      statement = undefined
      return versionStatement(knex, now).then((sql) => knex.raw(sql))
    })
    .then(({ rows }) => {
      followSearchIndex(JSON.stringify(rows.filter((row) => isSearchTable(row.t))))
      return createHash("sha256").update(JSON.stringify(rows)).digest("base64url").slice(0, 22)
    })
  const entry = { at: now, version }
  latest = entry
  version.catch(() => {
    if (latest === entry) latest = undefined
  })
  return version
}
