import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// `npm run test:cluster`: two backend servers behind the proxy and a worker, on a private Redis
// (docs/decisions/031). Its own stack, started by the test file itself: not the e2e one.
export default defineConfig({
  test: {
    name: "cluster",
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["**/*.cluster.ts"],
    fileParallelism: false,
    testTimeout: 300_000,
    // The first start builds, migrates and loads the catalogue.
    hookTimeout: 900_000,
  },
})
