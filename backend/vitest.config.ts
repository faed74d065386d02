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
    // Two files at a time: each has its own database and ports, and one file's app start and
    // database copies overlap the other's requests (docs/decisions/005-tests.md has the figures).
    maxWorkers: 2,
    // After the other projects: Vitest runs projects with different worker counts in separate groups.
    sequence: { groupOrder: 1 },
    // The captcha's proof of work, as light as it goes: at the shop's cost (1,000 PBKDF2 rounds up to
    // 3,000 times) each of the hundreds of captchas the suites solve took about a second of CPU.
    // Challenges are still signed, solved and checked the same way. Medusa's usage reports stay off:
    // test runs are not a shop's use.
    env: { ALTCHA_COST: "10", ALTCHA_MAX_NUMBER: "100", MEDUSA_DISABLE_TELEMETRY: "true" },
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
})
