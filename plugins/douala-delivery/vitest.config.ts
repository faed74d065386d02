import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "douala-delivery",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
})
