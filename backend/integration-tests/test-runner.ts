import { randomUUID } from "node:crypto"
import { createRequire } from "node:module"
import path from "node:path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { inject } from "vitest"
import { BACKEND_DIR } from "./helpers"
import { copyTemplateDatabase } from "./setup/template-database"

type RunnerOptions = Parameters<typeof medusaIntegrationTestRunner>[0]

// The app's own queue (loaded through Node's require, like Medusa loads the subscriber feeding it).
const { catalogueSyncQueue } = createRequire(__filename)(path.join(BACKEND_DIR, "src/lib/search/sync-queue.ts"))

/**
 * Medusa's `medusaIntegrationTestRunner` for this backend, with two differences:
 * - the file's database is a copy of the run's migrated template (see setup/template-database.ts),
 *   made before the runner looks for it, so the runner's migrations find nothing left to do;
 * - the catalogue search sync started by a test or a seed finishes before the runner snapshots,
 *   restores or drops the database, so no sync is cut off by a closed connection.
 * Everything else (snapshot after `beforeAll`, restore before each test, shutdown) is the runner's.
 */
export function integrationTestRunner(options: RunnerOptions) {
  const dbName = `dreamshade-test-${randomUUID().slice(0, 8)}`
  return describe("", () => {
    // An outer suite's beforeEach runs before the runner's, which snapshots or restores.
    beforeEach(() => catalogueSyncQueue.drain())
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
      testSuite: (suite) => {
        // After-hooks run last-registered first: this one after the file's own, before the runner's drop.
        afterAll(() => catalogueSyncQueue.drain())
        options.testSuite(suite)
      },
    })
  })
}
