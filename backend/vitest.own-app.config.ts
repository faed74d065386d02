import { defineProject } from "vitest/config"
import { OWN_APP_FILES } from "./integration-tests/own-app-files"
import { httpSpecSettings } from "./vitest.settings"

// The HTTP spec files that set their own configuration: each starts its own app, in a fresh process.
export default defineProject({
  test: { ...httpSpecSettings, name: "backend-own-app", include: OWN_APP_FILES },
})
