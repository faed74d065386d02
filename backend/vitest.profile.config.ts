import { defineProject } from "vitest/config"
import { httpSpecSettings } from "./vitest.settings"

// Profiles of Medusa's workflows on the test app (integration-tests/profile/), run by hand:
// `cd backend && npx vitest run --config vitest.profile.config.ts`. Not part of `npm test`.
export default defineProject({
  test: {
    ...httpSpecSettings,
    name: "backend-profile",
    include: ["integration-tests/profile/*.profile.ts"],
    testTimeout: 900_000,
  },
})
