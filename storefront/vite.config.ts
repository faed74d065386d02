import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serviceWorkerPlugin } from "./app/lib/offline/service-worker.build";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serviceWorkerPlugin()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
});
