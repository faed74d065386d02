import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "douala-delivery",
    environment: "node",
    isolate: false,
    include: ["src/**/*.test.ts"],
  },
})
