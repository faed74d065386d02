import { describe, expect, it } from "vitest"
import { LOW_STOCK_THRESHOLD, stockOf } from "./stock"

const managed = { manage_inventory: true, allow_backorder: false }

describe("stockOf", () => {
  it("says in stock above the threshold, without the quantity", () => {
    expect(stockOf(managed, LOW_STOCK_THRESHOLD + 1)).toEqual({ status: "in_stock" })
  })

  it("says how many are left at or below the threshold", () => {
    expect(stockOf(managed, LOW_STOCK_THRESHOLD)).toEqual({ status: "low", quantity: LOW_STOCK_THRESHOLD })
    expect(stockOf(managed, 1)).toEqual({ status: "low", quantity: 1 })
  })

  it("is out of stock at zero, below zero, without availability or without a variant", () => {
    expect(stockOf(managed, 0)).toEqual({ status: "out_of_stock" })
    expect(stockOf(managed, -2)).toEqual({ status: "out_of_stock" })
    expect(stockOf(managed, null)).toEqual({ status: "out_of_stock" })
    expect(stockOf(undefined, 10)).toEqual({ status: "out_of_stock" })
  })

  it("never runs out when Medusa does not manage the stock or back-orders are allowed", () => {
    expect(stockOf({ manage_inventory: false }, 0)).toEqual({ status: "in_stock" })
    expect(stockOf({ manage_inventory: true, allow_backorder: true }, 0)).toEqual({ status: "in_stock" })
  })
})
