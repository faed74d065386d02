import { describe, expect, it } from "vitest"
import { orderPurchaseState, purchaseStanding, type PurchaseOrder } from "./purchase"

const order = (overrides: Partial<PurchaseOrder> = {}): PurchaseOrder => ({
  status: "pending",
  metadata: null,
  items: [{ product_id: "prod_baume" }],
  payment_collections: [{ id: "paycol_1", captured_amount: 0, refunded_amount: 0 }],
  fulfillments: [],
  ...overrides,
})
const paid = (captured = 9000, refunded = 0) => [{ id: "paycol_1", captured_amount: captured, refunded_amount: refunded }]

describe("orderPurchaseState", () => {
  it("waits for the money of a placed order (a bank deposit not received, a refused push)", () => {
    expect(orderPurchaseState(order())).toBe("awaiting_payment")
    expect(orderPurchaseState(order({ payment_collections: [] }))).toBe("awaiting_payment")
  })

  it("counts an order whose payment was captured, or whose parcel was prepared", () => {
    expect(orderPurchaseState(order({ payment_collections: paid() }))).toBe("paid")
    expect(orderPurchaseState(order({ payment_collections: paid(9000, 3000) }))).toBe("paid")
    expect(orderPurchaseState(order({ fulfillments: [{ canceled_at: null }] }))).toBe("paid")
  })

  it("never counts a cancelled order, a draft, a fully refunded one or a cancelled fulfilment", () => {
    expect(orderPurchaseState(order({ status: "canceled", payment_collections: paid() }))).toBe("void")
    expect(orderPurchaseState(order({ status: "draft", payment_collections: paid() }))).toBe("void")
    expect(orderPurchaseState(order({ payment_collections: paid(9000, 9000), fulfillments: [{ canceled_at: null }] }))).toBe("void")
    expect(orderPurchaseState(order({ fulfillments: [{ canceled_at: "2026-11-27T10:00:00Z" }] }))).toBe("awaiting_payment")
  })

  it("does not take the courier quote's payment for the goods'", () => {
    const quoted = order({
      metadata: { shipping_quote: { payment_collection_id: "paycol_quote" } },
      payment_collections: [
        { id: "paycol_1", captured_amount: 0, refunded_amount: 0 },
        { id: "paycol_quote", captured_amount: 15000, refunded_amount: 0 },
      ],
    })
    expect(orderPurchaseState(quoted)).toBe("awaiting_payment")
  })

  it("reads Medusa's big numbers and strings as amounts", () => {
    const big = { valueOf: () => 9000 }
    expect(orderPurchaseState(order({ payment_collections: [{ id: "paycol_1", captured_amount: big, refunded_amount: "0" }] }))).toBe("paid")
  })
})

describe("purchaseStanding", () => {
  it("makes a buyer of any paid order holding the product, whatever the others", () => {
    const orders = [order({ status: "canceled", payment_collections: paid() }), order(), order({ payment_collections: paid() })]
    expect(purchaseStanding(orders, "prod_baume")).toBe("buyer")
  })

  it("says when the only orders of it wait for their money", () => {
    expect(purchaseStanding([order(), order({ status: "canceled" })], "prod_baume")).toBe("awaiting_payment")
  })

  it("ignores orders of other products", () => {
    expect(purchaseStanding([order({ items: [{ product_id: "prod_lait" }], payment_collections: paid() })], "prod_baume")).toBe("none")
    expect(purchaseStanding([], "prod_baume")).toBe("none")
  })
})
