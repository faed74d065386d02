import { describe, expect, test } from "vitest";
import { stockLabel } from "./stock-label";

describe("stockLabel", () => {
  test("in stock, only N left, out of stock", () => {
    expect(stockLabel({ status: "in_stock" })).toEqual({ key: "stock.inStock", tone: "available" });
    expect(stockLabel({ status: "low", quantity: 2 })).toEqual({ key: "stock.low", count: 2, tone: "low" });
    expect(stockLabel({ status: "out_of_stock" })).toEqual({ key: "stock.outOfStock", tone: "unavailable" });
  });
});
