import { defineConfig, loadEnv } from "@medusajs/framework/utils"
import { readBackendEnv } from "./src/lib/env"
import { inMemoryCaching, redisModules } from "./src/lib/redis-modules"
import { uploadDir, UPLOADS_PATH } from "./src/lib/uploads"
import { CATALOGUE_MODULE } from "./src/modules/catalogue"

loadEnv(process.env.NODE_ENV || "development", process.cwd())
const env = readBackendEnv()

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    workerMode: env.MEDUSA_WORKER_MODE,
    // Medusa marks the session cookie Secure whenever NODE_ENV is production; a browser then drops
    // it on http://localhost. Secure follows the public URL's scheme instead.
    cookieOptions: env.MEDUSA_BACKEND_URL.startsWith("https://") ? {} : { secure: false },
    http: {
      storeCors: env.STORE_CORS,
      adminCors: env.ADMIN_CORS,
      authCors: env.AUTH_CORS,
      jwtSecret: env.JWT_SECRET,
      cookieSecret: env.COOKIE_SECRET,
    },
  },
  // The admin calls its own origin, so one build serves any host and port.
  admin: {
    disable: env.DISABLE_MEDUSA_ADMIN || env.MEDUSA_WORKER_MODE === "worker",
    backendUrl: "/",
  },
  // Product content in French and English (docs/decisions/002-product-translations.md). The flag
  // turns on translated store responses; the module is listed too because defineConfig picks
  // its default modules before feature flags are loaded.
  featureFlags: { translation: true },
  modules: [
    { resolve: "@medusajs/medusa/translation" },
    { resolve: `./src/modules/${CATALOGUE_MODULE}` },
    // The shop's catalogue index runs on our typed-column provider (docs/decisions/007); Medusa's
    // own Postgres provider stays the default for any other index.
    {
      resolve: "@medusajs/medusa/search",
      options: {
        default_provider: "search-postgres",
        providers: [
          { resolve: "@medusajs/medusa/search-postgres", id: "postgres" },
          { resolve: "./src/modules/search-typed-postgres", id: "typed" },
        ],
      },
    },
    {
      resolve: "@medusajs/medusa/file",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/file-local",
            id: "local",
            options: {
              upload_dir: uploadDir(env),
              backend_url: `${env.MEDUSA_BACKEND_URL}${UPLOADS_PATH}`,
            },
          },
        ],
      },
    },
    ...redisModules(env.REDIS_URL),
    ...inMemoryCaching(env.REDIS_URL),
  ],
})
