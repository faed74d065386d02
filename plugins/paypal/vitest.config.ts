import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "paypal",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
})
