import type { ProductStock } from "~/lib/medusa/catalogue-product.server";

export type StockTone = "available" | "low" | "unavailable";

export interface StockLabel {
  key: "stock.inStock" | "stock.low" | "stock.outOfStock";
  /** Units left, for "only N left". */
  count?: number;
  tone: StockTone;
}

/** Which sentence the stock badge says ("product" namespace), and in which colour. */
export function stockLabel(stock: ProductStock): StockLabel {
  switch (stock.status) {
    case "in_stock":
      return { key: "stock.inStock", tone: "available" };
    case "low":
      return { key: "stock.low", count: stock.quantity, tone: "low" };
    case "out_of_stock":
      return { key: "stock.outOfStock", tone: "unavailable" };
  }
}
