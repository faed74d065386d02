import { describe, expect, it } from "vitest"
import { compareCandidates, toRelatedProduct, type Candidate } from "./related-products"

const candidate = (
  title: string,
  { source = 0, sold = 0, out = false }: { source?: 0 | 1; sold?: number; out?: boolean } = {}
): Candidate => ({
  row: { id: title, handle: title, title, subtitle: null, thumbnail: null, product_detail: { sold_count: sold } },
  source,
  stock: out ? { status: "out_of_stock" } : { status: "in_stock" },
})

describe("related products order", () => {
  it("puts products in stock first, then the same category before the same brand, then best sellers", () => {
    const sorted = [
      candidate("brand-best", { source: 1, sold: 900 }),
      candidate("category-sold-out", { sold: 1000, out: true }),
      candidate("category-less", { sold: 10 }),
      candidate("category-more", { sold: 500 }),
    ].sort(compareCandidates)
    expect(sorted.map((c) => c.row.title)).toEqual(["category-more", "category-less", "brand-best", "category-sold-out"])
  })

  it("uses the first image as the 800px picture and falls back to the thumbnail", () => {
    const withImages = candidate("a")
    withImages.row.thumbnail = "a-400.webp"
    withImages.row.images = [{ url: "b-800.webp", rank: 1 }, { url: "a-800.webp", rank: 0 }]
    expect(toRelatedProduct(withImages).image).toBe("a-800.webp")
    const thumbnailOnly = candidate("b")
    thumbnailOnly.row.thumbnail = "b-400.webp"
    expect(toRelatedProduct(thumbnailOnly).image).toBe("b-400.webp")
  })
})
