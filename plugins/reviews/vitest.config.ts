import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "reviews",
    environment: "node",
    isolate: false,
    include: ["src/**/*.test.ts"],
  },
})
