import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "mobile-money",
    environment: "node",
    isolate: false,
    include: ["src/**/*.test.ts"],
  },
})
