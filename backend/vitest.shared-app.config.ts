import { configDefaults, defineProject } from "vitest/config"
import { OWN_APP_FILES, PAYMENTS_APP_FILES } from "./integration-tests/app-files"
import { httpSpecSettings } from "./vitest.settings"

// The other HTTP spec files: each test process starts one app and runs file after file on it, on a
// database restored for each (integration-tests/shared-app.ts). Saves an app start per file.
export default defineProject({
  test: {
    ...httpSpecSettings,
    name: "backend-shared-app",
    exclude: [...configDefaults.exclude, ...OWN_APP_FILES, ...PAYMENTS_APP_FILES],
    isolate: false,
  },
})
