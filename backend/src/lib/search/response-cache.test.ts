import { afterEach, describe, expect, it, vi } from "vitest"
import { ResponseCache } from "./response-cache"

describe("ResponseCache", () => {
  afterEach(() => vi.useRealTimers())

  it("forgets the least recently used answer beyond its size", () => {
    const cache = new ResponseCache<string>(2, 60_000)
    cache.set("a", "A")
    cache.set("b", "B")
    expect(cache.get("a")).toBe("A")
    cache.set("c", "C")
    expect(cache.get("b")).toBeUndefined()
    expect(cache.get("a")).toBe("A")
    expect(cache.get("c")).toBe("C")
  })

  it("forgets answers after their time to live, and all of them when cleared", () => {
    vi.useFakeTimers()
    const cache = new ResponseCache<string>(10, 1_000)
    cache.set("a", "A")
    vi.advanceTimersByTime(1_001)
    expect(cache.get("a")).toBeUndefined()
    cache.set("b", "B")
    cache.clear()
    expect(cache.size).toBe(0)
  })
})
