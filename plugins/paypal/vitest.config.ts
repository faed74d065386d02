import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "paypal",
    environment: "node",
    isolate: false,
    include: ["src/**/*.test.ts"],
  },
})
