import { defineConfig } from "vitest/config"

// `npm test`: every workspace's suite. Browser journeys have their own config (e2e/).
export default defineConfig({
  test: {
    // A file per core at a time, for every project (Vitest's default leaves a core to itself). The
    // backend's spec files each have their own database and ports, so they run side by side too.
    // Each project but `backend-own-app` runs its files one after another in the same processes
    // (`isolate: false`): a file then reuses the modules the previous one imported, instead of
    // importing React, Medusa or i18next again (docs/benchmarks.md, "Test time", has the figures). A
    // test that changes a module's state (vi.stubEnv with vi.resetModules) resets it when it ends.
    maxWorkers: "100%",
    projects: ["packages/*/vitest.config.ts", "backend", "backend/vitest.own-app.config.ts", "backend/vitest.shared-app.config.ts", "backend/vitest.payments-app.config.ts", "storefront", "tools", "plugins/*/vitest.config.ts"],
  },
})
