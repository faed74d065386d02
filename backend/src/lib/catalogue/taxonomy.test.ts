import { describe, expect, it } from "vitest"
import { skinTypesOf } from "./taxonomy"

describe("skinTypesOf", () => {
  it("keeps the skin-type tags' values, sorted, and ignores other tags", () => {
    const tags = [{ value: "skin-type:oily" }, { value: "bestseller" }, { value: "skin-type:combination" }]
    expect(skinTypesOf(tags)).toEqual(["combination", "oily"])
    expect(skinTypesOf(null)).toEqual([])
  })
})
