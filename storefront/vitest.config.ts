import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests run without the React Router Vite plugin: they import modules directly.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    name: "storefront",
    environment: "node",
    isolate: false,
    include: ["app/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
  },
});
