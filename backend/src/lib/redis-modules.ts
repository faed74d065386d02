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
            options: { redisUrl },
          },
        ],
      },
    },
  ]
}
