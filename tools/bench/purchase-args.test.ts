import { describe, expect, it } from "vitest"
import { parsePurchaseArgs } from "./purchase-args.js"

describe("the purchase bench's options", () => {
  it("measures this tree alone, one round of 30 s, by default", () => {
    expect(parsePurchaseArgs([])).toEqual({ baseline: null, rounds: 1, seconds: 30 })
  })

  it("takes a baseline ref in either spelling, and then two rounds unless told", () => {
    expect(parsePurchaseArgs(["--baseline", "HEAD~1"])).toEqual({ baseline: "HEAD~1", rounds: 2, seconds: 30 })
    expect(parsePurchaseArgs(["--baseline=main", "--rounds=3"])).toEqual({ baseline: "main", rounds: 3, seconds: 30 })
  })

  it("reads the length from --seconds first, then BENCH_SECONDS", () => {
    expect(parsePurchaseArgs([], { BENCH_SECONDS: "5" }).seconds).toBe(5)
    expect(parsePurchaseArgs(["--seconds", "8"], { BENCH_SECONDS: "5" }).seconds).toBe(8)
  })

  it("refuses what it does not know, a missing value and a bad number, with the usage", () => {
    expect(() => parsePurchaseArgs(["--basline", "main"])).toThrow(/Unknown option "--basline".*Usage: npm run bench -- purchase/)
    expect(() => parsePurchaseArgs(["--baseline"])).toThrow(/--baseline needs a value/)
    expect(() => parsePurchaseArgs(["--baseline", "--rounds", "2"])).toThrow(/--baseline needs a value/)
    expect(() => parsePurchaseArgs(["--rounds", "0"])).toThrow(/--rounds must be a whole number of at least 1, not "0"/)
    expect(() => parsePurchaseArgs([], { BENCH_SECONDS: "fast" })).toThrow(/--seconds must be a whole number/)
  })
})
