import { describe, expect, it } from "vitest"
import { mobileMoneyRowsOf } from "./order-transactions"

const transaction = (gateway: "mtn" | "orange", status = "successful") => ({
  gateway,
  via: "operator",
  reference: `ref-${gateway}`,
  operator_reference: `op-${gateway}`,
  phone: gateway === "mtn" ? "237670112233" : "237690112233",
  status,
  reason: null,
  amount: "250000",
  currency: "XAF",
  confirmed_amount: "250000",
  requested_at: "2026-11-27T10:00:00.000Z",
  history: [{ at: "2026-11-27T10:00:00.000Z", status, reason: null }],
  refunds: [],
})

const orderWith = (...sessions: { id: string; provider_id: string; data: unknown }[]) => ({ payment_collections: [{ payment_sessions: sessions }] })

describe("the order's mobile-money transactions shown to staff", () => {
  it("come from the MTN and Orange providers' sessions only, never from data shaped like theirs", () => {
    const rows = mobileMoneyRowsOf(
      orderWith(
        { id: "payses_bank", provider_id: "pp_bank-deposit_offline", data: { ...transaction("mtn"), mode: "bank_deposit" } },
        { id: "payses_card", provider_id: "pp_stripe_stripe", data: transaction("orange") },
        { id: "payses_mtn", provider_id: "pp_mtn-momo_mobile-money", data: transaction("mtn", "pending") },
        { id: "payses_orange", provider_id: "pp_orange-money_mobile-money", data: transaction("orange", "failed") }
      )
    )
    expect(rows.map((row) => [row.session_id, row.gateway, row.status])).toEqual([
      ["payses_mtn", "mtn", "pending"],
      ["payses_orange", "orange", "failed"],
    ])
  })

  it("refuses a provider's session holding the other operator's transaction", () => {
    expect(mobileMoneyRowsOf(orderWith({ id: "payses_x", provider_id: "pp_orange-money_mobile-money", data: transaction("mtn") }))).toEqual([])
  })

  it("keeps only the fields the provider writes", () => {
    const [row] = mobileMoneyRowsOf(
      orderWith({ id: "payses_mtn", provider_id: "pp_mtn-momo_mobile-money", data: { ...transaction("mtn"), note: "Paid, trust me", mode: "bank_deposit" } })
    )
    expect(row).toEqual({ ...transaction("mtn"), session_id: "payses_mtn" })
  })

  it("answers nothing for an order without payment sessions", () => {
    expect(mobileMoneyRowsOf({})).toEqual([])
    expect(mobileMoneyRowsOf({ payment_collections: [null, { payment_sessions: null }] })).toEqual([])
  })
})
