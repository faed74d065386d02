import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "payment-kit",
    environment: "node",
    isolate: false,
    include: ["src/**/*.test.ts"],
  },
})
