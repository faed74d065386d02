import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "mobile-money",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
})
