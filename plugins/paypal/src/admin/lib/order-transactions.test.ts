import { describe, expect, it } from "vitest"
import { payPalRowsOf } from "./order-transactions"

const transaction = (orderId: string, status = "completed") => ({
  gateway: "paypal",
  session_id: "payses_paypal",
  order_id: orderId,
  approve_url: `https://paypal.example/approve/${orderId}`,
  status,
  reason: null,
  amount_xaf: "250000",
  amount_eur: "381.12",
  currency: "EUR",
  attempt: 0,
  capture_id: "CAPTURE-1",
  captured_amount: "381.12",
  captured_currency: "EUR",
  created_at: "2026-11-27T10:00:00.000Z",
  captured_at: "2026-11-27T10:05:00.000Z",
  history: [{ at: "2026-11-27T10:05:00.000Z", status, reason: null }],
  refunds: [],
  shop_order_id: null,
})

const orderWith = (...sessions: { id: string; provider_id: string; data: unknown }[]) => ({ payment_collections: [{ payment_sessions: sessions }] })

describe("the order's PayPal transactions shown to staff", () => {
  it("come from the PayPal provider's sessions only, never from data shaped like its own", () => {
    const rows = payPalRowsOf(
      orderWith(
        { id: "payses_cash", provider_id: "pp_cash-at-shop_offline", data: { ...transaction("PLANTED"), mode: "cash_at_shop" } },
        { id: "payses_mtn", provider_id: "pp_mtn-momo_mobile-money", data: transaction("PLANTED-TOO") },
        { id: "payses_paypal", provider_id: "pp_paypal_paypal", data: transaction("REAL", "created") }
      )
    )
    expect(rows.map((row) => [row.order_id, row.status])).toEqual([["REAL", "created"]])
  })

  it("keeps only the fields the provider writes", () => {
    const [row] = payPalRowsOf(orderWith({ id: "payses_paypal", provider_id: "pp_paypal_paypal", data: { ...transaction("REAL"), locale: "fr", note: "paid" } }))
    expect(row).toEqual(transaction("REAL"))
  })

  it("answers nothing for an order without payment sessions", () => {
    expect(payPalRowsOf({})).toEqual([])
    expect(payPalRowsOf({ payment_collections: [null, { payment_sessions: null }] })).toEqual([])
  })
})
