import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "backend",
    globals: true, // Medusa's test runner calls describe/beforeAll as globals.
    environment: "node",
    include: ["src/**/*.test.ts", "integration-tests/**/*.spec.ts"],
    globalSetup: ["./integration-tests/setup/build-plugins.ts", "./integration-tests/setup/embedded-database.ts"],
    setupFiles: ["./integration-tests/setup/prepare-worker.ts", "./integration-tests/setup/fail-on-console-error.ts"],
    pool: "forks",
    // One Medusa app at a time: each integration file boots a whole server (≈ 1 GB).
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
})
