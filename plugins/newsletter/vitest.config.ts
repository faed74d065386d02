import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "newsletter",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
})
