import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "newsletter",
    environment: "node",
    isolate: false,
    include: ["src/**/*.test.ts"],
  },
})
