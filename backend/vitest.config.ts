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
    // Two files at a time, each with its own database and Medusa app (≈ 1 GB each): on two cores one
    // file's boot overlaps the other's database and HTTP waits (docs/decisions/005-tests.md).
    maxWorkers: 2,
    // After the other projects: Vitest runs projects with different worker counts in separate groups.
    sequence: { groupOrder: 1 },
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
})
