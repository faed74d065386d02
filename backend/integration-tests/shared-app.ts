import { randomUUID } from "node:crypto"
import { createRequire } from "node:module"
import path from "node:path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { configLoaderOverride, startApp, TestDatabaseUtils } from "@medusajs/test-utils"
import { waitWorkflowExecutions } from "@medusajs/test-utils/dist/medusa-test-runner-utils/wait-workflow-executions"
import axios, { type AxiosInstance } from "axios"
import { inject } from "vitest"
import { BACKEND_DIR } from "./helpers"
import { copyTemplateDatabase } from "./setup/template-database"

/** The app's own modules, loaded through Node's require as Medusa loads them: the same instances. */
const appRequire = createRequire(__filename)
/** The catalogue search sync's queue, drained before the database is snapshotted, restored or dropped. */
export const { catalogueSyncQueue } = appRequire(path.join(BACKEND_DIR, "src/lib/search/sync-queue.ts"))
/** The placed orders' after-work (e-mail, invoice number), run before a test ends and the database is restored. */
export const { orderAfterWorkQueue } = appRequire(path.join(BACKEND_DIR, "src/lib/orders/after-work-queue.ts"))
const { forgetProcessState } = appRequire(path.join(BACKEND_DIR, "src/lib/process-state.ts"))

export type SharedApp = {
  container: MedusaContainer
  api: AxiosInstance
  /** The database the app runs on; each file restores it from `baseTemplate`. */
  database: string
  baseTemplate: string
  /** The environment it started with: a file that changes it needs an app of its own. */
  environment: Record<string, string | undefined>
  /** Files that have used it so far. */
  files: number
}

const dbUtils = TestDatabaseUtils.dbTestUtilFactory()
/** Set by Vitest per file and per worker: not configuration. */
const RUNNER_VARIABLES = /^(VITEST|TINYPOOL)/
const holder = globalThis as { dreamshadeSharedApp?: Promise<SharedApp> }

/**
 * This test process's app, started by the first file that asks: a copy of the run's migrated
 * template, Medusa's own `startApp` (one load of the app, where Medusa's runner loads it twice),
 * then a snapshot of the database as the app left it. Later files in the same process get the
 * same app, on a database restored from that snapshot (`restoreForNextFile`). It stops with the
 * process; the run's end drops its databases (setup/template-database.ts).
 */
export function sharedApp(): Promise<SharedApp> {
  holder.dreamshadeSharedApp ??= startSharedApp()
  return holder.dreamshadeSharedApp
}

async function startSharedApp(): Promise<SharedApp> {
  const database = `${inject("databasePrefix")}-${randomUUID().slice(0, 8)}`
  await copyTemplateDatabase(inject("database"), inject("templateDatabase"), database)
  await configLoaderOverride(BACKEND_DIR, { clientUrl: TestDatabaseUtils.getDatabaseURL(database), debug: false })
  const { container, port } = await startApp({ cwd: BACKEND_DIR })
  await waitWorkflowExecutions(container)
  await searchIndexesReady(container)
  await catalogueSyncQueue.drain()
  const baseTemplate = `${database}-base`
  await dbUtils.snapshot({ databaseName: database, templateName: baseTemplate })
  const api = axios.create({ baseURL: `http://localhost:${port}` })
  return { container, api, database, baseTemplate, environment: { ...process.env }, files: 0 }
}

/**
 * A new file starts where the app started: its database restored from the base snapshot, and
 * nothing the previous file left in the app's memory (throttle counts, caches, search copies).
 */
export async function restoreForNextFile(app: SharedApp) {
  app.files++
  const changed = changedVariables(app.environment, process.env)
  if (changed.length) {
    throw new Error(
      `This file changes the configuration (${changed.join(", ")}), so it cannot share the app: ` +
        "list it in OWN_APP_FILES or PAYMENTS_APP_FILES (backend/integration-tests/app-files.ts)."
    )
  }
  if (app.files === 1) return
  await dbUtils.restore({ databaseName: app.database, templateName: app.baseTemplate })
  forgetProcessState()
  await emptyMedusaCache(app)
}

/**
 * Medusa's Caching Module keeps reads until Medusa's own events clear them, and a restore sends
 * none: after one, its entries describe the database replaced (the wildcard tag empties it).
 */
async function emptyMedusaCache(app: SharedApp) {
  if (app.container.hasRegistration(Modules.CACHING)) {
    await app.container.resolve(Modules.CACHING).clear({ tags: ["*"] })
  }
}

/**
 * Per test, like Medusa's runner: the first test snapshots the database as the file's own
 * `beforeAll` seeded it, the others restore that snapshot. Dropped when the file ends.
 */
export function fileSnapshots() {
  let template: string | undefined
  return {
    async beforeEach(app: SharedApp) {
      if (template) {
        await dbUtils.restore({ databaseName: app.database, templateName: template })
        return emptyMedusaCache(app)
      }
      template = `${app.database}-file`
      await dbUtils.snapshot({ databaseName: app.database, templateName: template })
    },
    async afterAll(app: SharedApp) {
      await waitWorkflowExecutions(app.container)
      if (template) await dbUtils.dropTemplate(template)
    },
  }
}

/**
 * The Search Module seeds its indexes just after the app starts, without being awaited: the base
 * snapshot must hold them ready, or every file would start with no active search index.
 */
async function searchIndexesReady(container: MedusaContainer, timeoutMs = 60_000) {
  const search = container.resolve(Modules.SEARCH) as { listIndexes: () => Promise<{ name: string; status: string }[]> }
  for (const started = Date.now(); ; ) {
    const unready = (await search.listIndexes()).filter((index) => index.status !== "ready")
    if (!unready.length) return
    if (Date.now() - started > timeoutMs) {
      throw new Error(`Search indexes not ready after ${timeoutMs} ms: ${unready.map((index) => `${index.name} (${index.status})`).join(", ")}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export { waitWorkflowExecutions }

function changedVariables(before: Record<string, string | undefined>, now: NodeJS.ProcessEnv) {
  const names = new Set([...Object.keys(before), ...Object.keys(now)])
  return [...names].filter((name) => !RUNNER_VARIABLES.test(name) && before[name] !== now[name]).sort()
}
