import { PURCHASE_LOCK_WAIT_SECONDS } from "../modules/purchase-locking"

/**
 * With a Redis server, Medusa's Redis-backed modules replace the in-memory ones so that several
 * server instances and a worker share events, cache, workflow state and locks.
 * Without one, Medusa's defaults (local event bus, in-memory cache/workflows/locking) apply:
 * fine for a single process.
 */
export function redisModules(redisUrl: string | undefined) {
  if (!redisUrl) {
    return []
  }
  return [
    {
      resolve: "@medusajs/medusa/event-bus-redis",
      options: { redisUrl },
    },
    {
      resolve: "@medusajs/medusa/workflow-engine-redis",
      options: { redis: { redisUrl } },
    },
    {
      resolve: "@medusajs/medusa/caching",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/caching-redis",
            id: "caching-redis",
            is_default: true,
            options: { redisUrl },
          },
        ],
      },
    },
    {
      resolve: "@medusajs/medusa/locking",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/locking-redis",
            id: "locking-redis",
            is_default: true,
            // Medusa's checkout locks stock without naming a wait (docs/decisions/032).
            options: { redisUrl, waitLockingTimeout: PURCHASE_LOCK_WAIT_SECONDS },
          },
        ],
      },
    },
  ]
}

/**
 * Without Redis: Medusa's in-memory locking (single process), waiting for a lock as long as with
 * Redis (src/modules/purchase-locking, docs/decisions/032).
 */
export function inMemoryLocking(redisUrl: string | undefined) {
  if (redisUrl) {
    return []
  }
  return [
    {
      resolve: "@medusajs/medusa/locking",
      options: {
        providers: [{ resolve: "./src/modules/purchase-locking", id: "patient-in-memory", is_default: true }],
      },
    },
  ]
}

/**
 * Medusa's Caching Module is on by default (docs/decisions/022): its flag is set in
 * medusa-config.ts and `MEDUSA_FF_CACHING=false` turns it off, as Medusa reads its flags (the
 * environment first, a value other than "true" meaning off).
 */
export function cachingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.MEDUSA_FF_CACHING
  return value === undefined || value.toLowerCase() === "true"
}

/**
 * With Redis the Caching Module is registered above (shared by every process); without Redis, a
 * single process keeps it in memory. What it caches and how it is cleared: decisions 007 and 022.
 * `useClones`: each read gets its own copy, as from Redis. Medusa's memory provider hands out the
 * stored object itself by default, and Medusa's `useQueryGraphStep` (`isList: false`) replaces
 * `data` in what it reads: the next cart handed to the same customer then failed with a 500.
 * `maxSize`: Medusa's default ceiling is 300 MB, which alone would take the backend past its
 * 500 MB budget (docs/benchmarks.md); the seed catalogue's entries need a few MB, and past the
 * ceiling Medusa skips new entries (reads still work, uncached).
 */
const IN_MEMORY_CACHE_MAX_BYTES = 64 * 1024 * 1024

export function inMemoryCaching(redisUrl: string | undefined, env: NodeJS.ProcessEnv = process.env) {
  if (redisUrl || !cachingEnabled(env)) {
    return []
  }
  return [{ resolve: "@medusajs/medusa/caching", options: { in_memory: { enable: true, useClones: true, maxSize: IN_MEMORY_CACHE_MAX_BYTES } } }]
}
