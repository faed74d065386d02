import { describe, expect, it, vi } from "vitest"
import { MemorySearch } from "../../modules/search-typed-postgres/memory-search"
import { followSearchIndex } from "./follow-search-index"
import { catalogueSearchCache } from "./response-cache"

describe("followSearchIndex", () => {
  it("drops the held copies and the answer cache when the search tables changed, and only then", () => {
    const memory = new MemorySearch(async () => [], "english")
    const invalidate = vi.spyOn(memory, "invalidate")
    followSearchIndex(JSON.stringify([{ t: "search_typed_x", n: "10", u: "t1" }]))
    expect(invalidate).toHaveBeenCalledTimes(1)

    catalogueSearchCache.set("page", "answer")
    followSearchIndex(JSON.stringify([{ t: "search_typed_x", n: "10", u: "t1" }]))
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(catalogueSearchCache.get("page")).toBe("answer")

    // Another process wrote the index: its latest write moved.
    followSearchIndex(JSON.stringify([{ t: "search_typed_x", n: "10", u: "t2" }]))
    expect(invalidate).toHaveBeenCalledTimes(2)
    expect(catalogueSearchCache.get("page")).toBeUndefined()
  })

  it("does not keep an answer computed from copies dropped while it was computed", () => {
    const epoch = catalogueSearchCache.epoch
    followSearchIndex(JSON.stringify([{ t: "search_typed_x", n: "11", u: "t3" }]))
    catalogueSearchCache.set("page", "stale answer", epoch)
    expect(catalogueSearchCache.get("page")).toBeUndefined()
  })
})
