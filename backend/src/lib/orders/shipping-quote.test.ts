import { describe, expect, it } from "vitest"
import { listPaymentModes } from "../payments/payment-modes"
import { readShopDetails } from "../shop-details"
import { orderPaymentMode, toOrderDetail, type MedusaOrder } from "./order-view"
import { shippingQuoteAnswer, shippingQuoteOf } from "./shipping-quote"

const BANK = "pp_bank-deposit_offline"
const CASH = "pp_cash-at-shop_offline"
const captured = { provider_id: CASH, amount: 25000, created_at: "2026-01-02", captured_at: "2026-01-03" }

/** An international order paid in cash at checkout, quoted 15,000 by staff. */
function quotedOrder(quotePayments: object[], collectionOrder: "checkout-first" | "quote-first" = "checkout-first"): MedusaOrder {
  const checkout = { id: "paycol_checkout", payments: [captured] }
  const quote = { id: "paycol_quote", payments: quotePayments }
  return {
    id: "order_1",
    display_id: 7,
    created_at: "2026-01-02",
    status: "pending",
    payment_status: "partially_captured",
    fulfillment_status: "not_fulfilled",
    currency_code: "xaf",
    total: 40000,
    shipping_total: 15000,
    metadata: { shipping_quote: { amount: 15000, currency_code: "xaf", payment_collection_id: "paycol_quote" } },
    payment_collections: collectionOrder === "checkout-first" ? [checkout, quote] : [quote, checkout],
  } as MedusaOrder
}

describe("shippingQuoteOf", () => {
  it("is to pay until the shopper chooses a mode, then pending, then paid once captured", () => {
    expect(shippingQuoteOf(quotedOrder([]))).toMatchObject({ amount: 15000, state: "to_pay", mode: null, payment_collection_id: "paycol_quote" })
    const chosen = { provider_id: BANK, amount: 15000, created_at: "2026-01-05", captured_at: null }
    expect(shippingQuoteOf(quotedOrder([chosen]))).toMatchObject({ state: "pending", mode: "bank_deposit", provider_id: BANK })
    expect(shippingQuoteOf(quotedOrder([{ ...chosen, captured_at: "2026-01-06" }]))).toMatchObject({ state: "paid", mode: "bank_deposit" })
  })

  it("is to pay again when its payment was canceled", () => {
    const canceled = { provider_id: BANK, amount: 15000, created_at: "2026-01-05", canceled_at: "2026-01-06" }
    expect(shippingQuoteOf(quotedOrder([canceled]))).toMatchObject({ state: "to_pay", mode: null })
  })

  it("is null without a quote, or for a quote recorded before quotes had their own payment", () => {
    expect(shippingQuoteOf({ ...quotedOrder([]), metadata: {} })).toBeNull()
    expect(shippingQuoteOf({ ...quotedOrder([]), metadata: { shipping_quote: { amount: 15000 } } })).toBeNull()
  })
})

describe("the order's own payment beside a quote", () => {
  it("stays the checkout's mode and state, whichever collection Medusa lists first", () => {
    const quotePayment = { provider_id: BANK, amount: 15000, created_at: "2026-01-05", captured_at: null }
    for (const order of [quotedOrder([quotePayment], "checkout-first"), quotedOrder([quotePayment], "quote-first")]) {
      expect(orderPaymentMode(order)).toBe("cash_at_shop")
      expect(toOrderDetail(order).payment).toMatchObject({ mode: "cash_at_shop", state: "paid" })
    }
  })
})

describe("shippingQuoteAnswer", () => {
  const shop = readShopDetails({})
  const modes = listPaymentModes([BANK, CASH], [BANK, CASH], shop)

  it("offers the region's modes while the quote is to pay", () => {
    const answer = shippingQuoteAnswer(shippingQuoteOf(quotedOrder([]))!, modes, shop)
    expect(answer).toMatchObject({ amount: 15000, currency_code: "xaf", state: "to_pay", mode: null, payment_instructions: null })
    expect(answer.payment_modes.filter((mode) => mode.available).map((mode) => mode.code)).toEqual(["bank_deposit", "cash_at_shop"])
  })

  it("tells how to pay the chosen offline mode while the money is awaited, and nothing once paid", () => {
    const chosen = { provider_id: BANK, amount: 15000, created_at: "2026-01-05", captured_at: null }
    const pending = shippingQuoteAnswer(shippingQuoteOf(quotedOrder([chosen]))!, modes, shop)
    expect(pending.payment_instructions).toMatchObject({ kind: "bank_deposit", bank: shop.bank })
    expect(pending.payment_modes).toEqual([])
    const paid = shippingQuoteAnswer(shippingQuoteOf(quotedOrder([{ ...chosen, captured_at: "2026-01-06" }]))!, modes, shop)
    expect(paid).toMatchObject({ state: "paid", payment_instructions: null, payment_modes: [] })
  })
})
