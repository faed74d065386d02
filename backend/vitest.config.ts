import { defineProject } from "vitest/config"
import { backendTestSettings } from "./vitest.settings"

// The backend's unit tests: no database, no app. The HTTP spec files have two projects of their
// own: vitest.own-app.config.ts and vitest.shared-app.config.ts.
export default defineProject({
  test: { ...backendTestSettings, name: "backend", include: ["src/**/*.test.ts"], isolate: false },
})
