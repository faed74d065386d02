import { defineProject } from "vitest/config"
import { OWN_APP_FILES } from "./integration-tests/app-files"
import { httpSpecSettings } from "./vitest.settings"

// The HTTP spec files that set their own configuration: each in a fresh process, with its own app.
export default defineProject({
  test: { ...httpSpecSettings, name: "backend-own-app", include: OWN_APP_FILES, isolate: true },
})
