import { describe, expect, it } from "vitest"
import { loadResult } from "./load-result.fixture.js"
import { renderReport, verdicts, type BenchReport } from "./report.js"

const result = (p95: number, errors = 0) => loadResult(20, p95, errors, 10)

const report = (cart: BenchReport["cart"]): BenchReport => ({
  date: new Date("2026-11-22T15:00:00Z"),
  medusaCaching: false,
  products: 10_000,
  generationSeconds: null,
  loads: [],
  cart,
  payment: null,
  pages: [],
  loadAverage: [1, 1, 1],
})

describe("cart and checkout in the report", () => {
  it("records both scenarios with their percentiles and errors, without a verdict", () => {
    const cart = { addToCart: result(480), placeOrder: { ...result(2500, 3), prepared: 200 }, alone: { addToCart: result(40), placeOrder: result(90) } }
    const text = renderReport(report(cart))
    expect(text).toContain("| add to cart: `POST /store/carts/:id/line-items` | 200 | 0 | 20.0 | 240.0 ms | 480.0 ms | 576.0 ms | 720.0 ms | recorded |")
    expect(text).toContain("| order placement: `POST /store/carts/:id/complete` | 200 | 3 | 20.0 | 1250.0 ms | 2500.0 ms | 3000.0 ms | 3750.0 ms | recorded |")
    expect(text).toContain("| add to cart, one shopper alone | 200 | 0 | 20.0 | 20.0 ms | 40.0 ms |")
    expect(text).toContain("200 carts prepared beforehand")
    // Slow or failing checkouts are recorded: no budget, so no verdict and no exit code 2.
    expect(verdicts(report(cart))).toEqual([])
  })

  it("says when they were not measured", () => {
    expect(renderReport(report(null))).toContain("## Cart and checkout: 20 concurrent shoppers\n\nNot measured in this run.")
  })
})
