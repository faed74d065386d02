import { describe, expect, it } from "vitest"
import { redisModules } from "./redis-modules"

describe("redisModules", () => {
  it("adds nothing without a Redis URL, so Medusa keeps its in-memory modules", () => {
    expect(redisModules(undefined)).toEqual([])
  })

  it("swaps event bus, workflow engine, caching and locking to Redis with the URL", () => {
    const modules = redisModules("redis://cache:6379")
    expect(modules.map((m) => m.resolve)).toEqual([
      "@medusajs/medusa/event-bus-redis",
      "@medusajs/medusa/workflow-engine-redis",
      "@medusajs/medusa/caching",
      "@medusajs/medusa/locking",
    ])
    expect(JSON.stringify(modules).match(/redis:\/\/cache:6379/g)).toHaveLength(4)
  })
})
