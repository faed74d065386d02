import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "reviews",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
})
