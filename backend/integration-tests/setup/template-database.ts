import { spawn } from "node:child_process"
import { randomUUID } from "node:crypto"
import { createRequire } from "node:module"
import path from "node:path"
import { Client } from "@medusajs/framework/pg"

const BACKEND_DIR = path.resolve(__dirname, "../..")
const MEDUSA_CLI = createRequire(__filename).resolve("@medusajs/cli/cli.js", { paths: [BACKEND_DIR] })

export type DatabaseEnv = Record<string, string>

/**
 * Migrates one database for the whole run with Medusa's own `db:migrate` (modules, links, search
 * indexes; no data scripts, like the test runner). Each test process then copies it with
 * `CREATE DATABASE … TEMPLATE …`, a file copy, instead of building the schema again. Every database
 * of the run is named after the run (`name` prefix): `drop` removes them all, whatever test
 * process made them and whether or not it ended cleanly.
 */
export async function createTemplateDatabase(database: DatabaseEnv): Promise<{ name: string; prefix: string; drop: () => Promise<void> }> {
  // Unique per run: two runs against one server (DB_HOST) never share or drop each other's.
  const prefix = `dreamshade-test-${randomUUID().slice(0, 8)}`
  const name = `${prefix}-template`
  const drop = () => dropDatabasesOfRun(database, prefix)
  await withAdminClient(database, (client) => client.query(`CREATE DATABASE ${quote(name)}`))
  try {
    await migrate(databaseUrl(database, name))
  } catch (error) {
    await drop()
    throw error
  }
  return { name, prefix, drop }
}

/** The test file's own database, copied from the migrated template. */
export async function copyTemplateDatabase(database: DatabaseEnv, template: string, name: string) {
  await withAdminClient(database, async (client) => {
    // PostgreSQL refuses a copy while another copy of the same template starts (parallel files).
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(template)}`)
        return
      } catch (error) {
        if (attempt >= 20 || !String((error as Error).message).includes("is being accessed by other users")) throw error
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
      }
    }
  })
}

export function databaseUrl(database: DatabaseEnv, name: string) {
  const credentials = `${encodeURIComponent(database.DB_USERNAME ?? "postgres")}${database.DB_PASSWORD ? `:${encodeURIComponent(database.DB_PASSWORD)}` : ""}`
  return `postgres://${credentials}@${database.DB_HOST ?? "localhost"}:${database.DB_PORT ?? "5432"}/${name}`
}


async function migrate(url: string) {
  const args = [MEDUSA_CLI, "db:migrate", "--skip-scripts", "--execute-safe-links", "--execute-safe-search"]
  const child = spawn(process.execPath, args, {
    cwd: BACKEND_DIR,
    env: { ...process.env, NODE_ENV: "test", DATABASE_URL: url, LOG_LEVEL: "warn", MEDUSA_DISABLE_TELEMETRY: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const output: Buffer[] = []
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk))
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk))
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve))
  if (code !== 0) throw new Error(`medusa db:migrate of the test template failed (exit ${code}):\n${Buffer.concat(output)}`)
}

async function dropDatabasesOfRun(database: DatabaseEnv, prefix: string) {
  await withAdminClient(database, async (client) => {
    const { rows } = await client.query("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [`${prefix}-`])
    // WITH (FORCE): a test process may still hold connections (its app is stopped with the process).
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${quote(datname)} WITH (FORCE)`)
  })
}

async function withAdminClient<T>(database: DatabaseEnv, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl(database, "postgres") })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`
