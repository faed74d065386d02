import type { UserWorkspaceConfig } from "vitest/config"

type TestSettings = NonNullable<UserWorkspaceConfig["test"]>

/** What the backend's three test projects share (vitest.config.ts, vitest.*-app.config.ts). */
export const backendTestSettings = {
  globals: true, // Medusa's test runner calls describe/beforeAll as globals.
  environment: "node",
  setupFiles: ["./integration-tests/setup/fail-on-console-error.ts"],
  pool: "forks",
  // The captcha's proof of work, as light as it goes: at the shop's cost (1,000 PBKDF2 rounds up to
  // 3,000 times) each of the hundreds of captchas the suites solve took about a second of CPU.
  // Challenges are still signed, solved and checked the same way. Medusa's usage reports stay off:
  // test runs are not a shop's use.
  env: { ALTCHA_COST: "10", ALTCHA_MAX_NUMBER: "100", MEDUSA_DISABLE_TELEMETRY: "true" },
} satisfies TestSettings

/** The HTTP spec files': a database server for the run and Medusa apps (integration-tests/). */
export const httpSpecSettings = {
  ...backendTestSettings,
  include: ["integration-tests/**/*.spec.ts"],
  // Settings one spec file tests, set for every file so that it can share its process's app
  // (integration-tests/shared-app.ts) instead of starting its own; no other file sees them: only
  // store-contact-messages posts contact messages (limits lowered so its throttle tests stay
  // short), only store-shipping-options delivers outside Douala or reads GET /store/shop (a fee
  // and a WhatsApp number that are not the defaults, to show the configuration is what is used).
  env: {
    ...backendTestSettings.env,
    CONTACT_MESSAGES_PER_IP_PER_HOUR: "3",
    CONTACT_MESSAGES_PER_EMAIL_PER_HOUR: "2",
    DELIVERY_FEE_CAMEROON: "2500",
    SHOP_WHATSAPP: "+237677000001",
  },
  globalSetup: ["./integration-tests/setup/build-plugins.ts", "./integration-tests/setup/embedded-database.ts"],
  setupFiles: ["./integration-tests/setup/prepare-worker.ts", ...backendTestSettings.setupFiles],
  testTimeout: 60_000,
  hookTimeout: 240_000,
} satisfies TestSettings
