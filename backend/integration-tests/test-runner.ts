import type { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import {
  catalogueSyncQueue,
  fileSnapshots,
  orderAfterWorkQueue,
  restoreForNextFile,
  type SharedApp,
  sharedApp,
  waitWorkflowExecutions,
} from "./shared-app"

type RunnerOptions = Parameters<typeof medusaIntegrationTestRunner>[0]
type SuiteOptions = Parameters<RunnerOptions["testSuite"]>[0]

/**
 * An HTTP spec file's app, with the hooks of Medusa's `medusaIntegrationTestRunner` in the same
 * order, and the database reset before each test:
 * - the app is the test process's (shared-app.ts): started by its first file, on a copy of the
 *   run's migrated template, loaded once; a later file in the same process (the
 *   `backend-shared-app` project) gets it on a database restored to how the app started;
 * - the database is snapshotted after the file's `beforeAll` and restored before each later test;
 * - the catalogue search sync started by a test or a seed, and the placed orders' after-work,
 *   finish before the database is snapshotted, restored or dropped, so none is cut off by a
 *   closed connection nor lands in the next test's database.
 * The specs read `api` and `getContainer`; the other options of Medusa's runner are not offered.
 */
export function integrationTestRunner({ testSuite }: Pick<RunnerOptions, "cwd" | "testSuite">) {
  return describe("", () => {
    let app: SharedApp | undefined
    const current = () => {
      if (!app) throw new Error("The app starts in beforeAll: use it from a hook or a test")
      return app
    }
    const snapshots = fileSnapshots()
    // An outer suite's beforeEach runs before the runner's, which snapshots or restores.
    beforeEach(async () => {
      await orderAfterWorkQueue.drain()
      await catalogueSyncQueue.drain()
    })
    describe("", () => {
      beforeAll(async () => {
        app = await sharedApp()
        await restoreForNextFile(app)
      })
      beforeEach(() => snapshots.beforeEach(current()))
      afterEach(async () => {
        await orderAfterWorkQueue.drain()
        await waitWorkflowExecutions(current().container)
      })
      // After-hooks run last-registered first: this one after the file's own.
      afterAll(async () => {
        await orderAfterWorkQueue.drain()
        await catalogueSyncQueue.drain()
        await snapshots.afterAll(current())
      })
      const api = new Proxy({}, { get: (_, name) => Reflect.get(current().api, name) })
      testSuite({ api, getContainer: () => current().container } as SuiteOptions)
    })
  })
}
