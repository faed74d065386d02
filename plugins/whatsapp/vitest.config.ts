import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "whatsapp",
    environment: "node",
    isolate: false,
    include: ["src/**/*.test.ts"],
  },
})
