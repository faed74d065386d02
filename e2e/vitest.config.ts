import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// `npm run test:e2e`: browser journeys in real Chromium against a stack started for them.
export default defineConfig({
  test: {
    name: "e2e",
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["**/*.e2e.ts"],
    globalSetup: ["./setup/stack.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
