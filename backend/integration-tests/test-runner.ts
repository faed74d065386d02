import { randomUUID } from "node:crypto"
import { createRequire } from "node:module"
import path from "node:path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { inject } from "vitest"
import { BACKEND_DIR } from "./helpers"
import { copyTemplateDatabase } from "./setup/template-database"
import { fileSnapshots, restoreForNextFile, type SharedApp, sharedApp, waitWorkflowExecutions } from "./shared-app"

type RunnerOptions = Parameters<typeof medusaIntegrationTestRunner>[0]
type SuiteOptions = Parameters<RunnerOptions["testSuite"]>[0]

// The app's own queue (loaded through Node's require, like Medusa loads the subscriber feeding it).
const { catalogueSyncQueue } = createRequire(__filename)(path.join(BACKEND_DIR, "src/lib/search/sync-queue.ts"))

/**
 * An HTTP spec file's app, and its database reset before each test. In the `backend-shared-app`
 * project, the file uses its test process's app (shared-app.ts); the files listed in
 * own-app-files.ts each start one with Medusa's `medusaIntegrationTestRunner`. Either way:
 * - the database starts as a copy of the run's migrated template (setup/template-database.ts);
 * - it is snapshotted after the file's `beforeAll` and restored before each later test;
 * - the catalogue search sync started by a test or a seed finishes before the database is
 *   snapshotted, restored or dropped, so no sync is cut off by a closed connection.
 */
export function integrationTestRunner(options: RunnerOptions) {
  return describe("", () => {
    // An outer suite's beforeEach runs before the runner's, which snapshots or restores.
    beforeEach(() => catalogueSyncQueue.drain())
    const testSuite = (suite: SuiteOptions) => {
      // After-hooks run last-registered first: this one after the file's own, before the runner's.
      afterAll(() => catalogueSyncQueue.drain())
      options.testSuite(suite)
    }
    if (inject("sharedApp")) sharedAppRunner(testSuite)
    else ownAppRunner({ ...options, testSuite })
  })
}

function ownAppRunner(options: RunnerOptions) {
  const dbName = `dreamshade-test-${randomUUID().slice(0, 8)}`
  medusaIntegrationTestRunner({
    cwd: BACKEND_DIR,
    ...options,
    dbName,
    hooks: {
      ...options.hooks,
      beforeServerStart: async (container) => {
        await copyTemplateDatabase(inject("database"), inject("templateDatabase"), dbName)
        await options.hooks?.beforeServerStart?.(container)
      },
    },
  })
}

/** The same hooks as Medusa's runner, in the same order, around the process's shared app. */
function sharedAppRunner(testSuite: (suite: SuiteOptions) => void) {
  let app: SharedApp | undefined
  const current = () => {
    if (!app) throw new Error("The app starts in beforeAll: use it from a hook or a test")
    return app
  }
  const snapshots = fileSnapshots()
  beforeAll(async () => {
    app = await sharedApp()
    await restoreForNextFile(app)
  })
  beforeEach(() => snapshots.beforeEach(current()))
  afterEach(() => waitWorkflowExecutions(current().container))
  afterAll(() => snapshots.afterAll(current()))
  // The specs read `api` and `getContainer` (the other options of Medusa's runner are not offered).
  const api = new Proxy({}, { get: (_, name) => Reflect.get(current().api, name) })
  testSuite({ api, getContainer: () => current().container } as SuiteOptions)
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Set by the `backend-shared-app` project: its files share their test process's app. */
    sharedApp?: boolean
  }
}
