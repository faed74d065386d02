import { describe, expect, it } from "vitest"
import { PURCHASE_LOCK_WAIT_SECONDS } from "../modules/purchase-locking"
import { cachingEnabled, inMemoryCaching, inMemoryLocking, redisModules } from "./redis-modules"

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

  it("gives Redis locks the purchase path's wait (Medusa's checkout locks stock without naming one)", () => {
    const locking = redisModules("redis://cache:6379").find((m) => m.resolve === "@medusajs/medusa/locking")
    expect(locking?.options.providers?.[0].options).toEqual({ redisUrl: "redis://cache:6379", waitLockingTimeout: PURCHASE_LOCK_WAIT_SECONDS })
  })
})

describe("inMemoryLocking", () => {
  it("makes the patient in-memory provider the default without Redis, and adds nothing with it", () => {
    expect(inMemoryLocking(undefined)).toEqual([
      {
        resolve: "@medusajs/medusa/locking",
        options: { providers: [{ resolve: "./src/modules/purchase-locking", id: "patient-in-memory", is_default: true }] },
      },
    ])
    expect(inMemoryLocking("redis://cache:6379")).toEqual([])
  })
})

describe("inMemoryCaching", () => {
  it("keeps Medusa's cache in memory by default without Redis, and adds nothing with it", () => {
    expect(cachingEnabled({})).toBe(true)
    expect(inMemoryCaching(undefined, {})).toEqual([{ resolve: "@medusajs/medusa/caching", options: { in_memory: { enable: true, useClones: true, maxSize: 64 * 1024 * 1024 } } }])
    expect(inMemoryCaching("redis://cache:6379", {})).toEqual([])
  })

  it("is off with MEDUSA_FF_CACHING=false, as Medusa reads the flag", () => {
    expect(cachingEnabled({ MEDUSA_FF_CACHING: "false" })).toBe(false)
    expect(cachingEnabled({ MEDUSA_FF_CACHING: "TRUE" })).toBe(true)
    expect(inMemoryCaching(undefined, { MEDUSA_FF_CACHING: "false" })).toEqual([])
  })
})
