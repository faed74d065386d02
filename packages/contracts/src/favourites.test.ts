import { describe, expect, it } from "vitest"
import { FavouriteRecordId } from "./favourites"

describe("FavouriteRecordId", () => {
  it("takes a trimmed id and refuses an empty or overlong one", () => {
    expect(FavouriteRecordId.parse(" prod_1 ")).toBe("prod_1")
    expect(FavouriteRecordId.safeParse("  ").success).toBe(false)
    expect(FavouriteRecordId.safeParse("p".repeat(65)).success).toBe(false)
  })
})
