import { afterEach, describe, expect, it, vi } from "vitest"
import { HeldValues } from "./held-values"

describe("HeldValues", () => {
  afterEach(() => vi.useRealTimers())

  it("drops the least recently used entry beyond its size", () => {
    const held = new HeldValues<number>(2, 60_000)
    held.set("a", 1)
    held.set("b", 2)
    expect(held.get("a")).toBe(1)
    held.set("c", 3)
    expect(held.get("b")).toBeUndefined()
    expect(held.get("a")).toBe(1)
    expect(held.get("c")).toBe(3)
  })

  it("forgets entries older than their maximum age", () => {
    vi.useFakeTimers()
    const held = new HeldValues<number>(10, 1_000)
    held.set("a", 1)
    vi.advanceTimersByTime(999)
    expect(held.get("a")).toBe(1)
    vi.advanceTimersByTime(2)
    expect(held.get("a")).toBeUndefined()
  })

  it("keeps nothing loaded before a clear", () => {
    const held = new HeldValues<number>(10, 60_000)
    const epoch = held.epoch
    held.clear()
    held.set("late", 1, epoch)
    expect(held.get("late")).toBeUndefined()
    held.set("fresh", 2, held.epoch)
    expect(held.get("fresh")).toBe(2)
  })
})
