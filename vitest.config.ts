import { defineConfig } from "vitest/config"

// `npm test`: every workspace's suite. Browser journeys have their own config (e2e/).
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "backend", "storefront", "tools", "plugins/*/vitest.config.ts"],
  },
})
