import { defineProject } from "vitest/config"
import { PAYMENTS_APP_FILES } from "./integration-tests/app-files"
import { httpSpecSettings } from "./vitest.settings"

// The payment spec files: like the shared-app project's, each test process starts one app, here
// with every payment provider configured against one set of simulators, and runs file after file
// on it (integration-tests/simulated-payments.ts).
export default defineProject({
  test: {
    ...httpSpecSettings,
    name: "backend-payments-app",
    include: PAYMENTS_APP_FILES,
    setupFiles: [...httpSpecSettings.setupFiles, "./integration-tests/setup/simulated-payments.ts"],
    isolate: false,
  },
})
