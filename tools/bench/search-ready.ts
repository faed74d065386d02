import pg from "pg"

/**
 * Waits until every Search Module index serves a complete version: the backend fills a new or
 * rebuilt index in the background after it starts, and measuring before that measures nothing.
 */
export async function waitForSearchIndexes(databaseUrl: string, timeoutMs = 600_000) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const { rows } = await client.query(`
        SELECT count(*)::int AS unsettled FROM search_index i
        WHERE i.active_version IS NULL
           OR EXISTS (SELECT 1 FROM search_index_version v WHERE v.search_index_id = i.id AND v.version > i.active_version AND v.deleted_at IS NULL)
           OR NOT EXISTS (SELECT 1 FROM search_index_version v WHERE v.search_index_id = i.id AND v.version = i.active_version AND v.status = 'ready')`)
      if (rows[0].unsettled === 0) return
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    throw new Error(`Search indexes still building after ${timeoutMs / 1000} s`)
  } finally {
    await client.end()
  }
}
