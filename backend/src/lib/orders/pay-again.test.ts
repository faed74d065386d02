import { describe, expect, it } from "vitest"
import { mobileMoneyState, orderPaymentMode } from "./order-view"
import { openAttemptRefusal, payAgainRefusal, returnedSessionDecision, type PayableOrder } from "./pay-again"

const MTN = "pp_mtn-momo_mobile-money"
const BANK = "pp_bank-deposit_offline"
const PAYPAL = "pp_paypal_paypal"
const failedMtn = { provider_id: MTN, status: "error", created_at: "2026-11-25T08:00:00Z", data: { gateway: "mtn", status: "failed", reason: "APPROVAL_REJECTED", phone: "237670112233" } }

const order = (collection: object, extra: Partial<PayableOrder> = {}): PayableOrder & Record<string, any> => ({
  status: "pending",
  metadata: null,
  payment_collections: [{ id: "pay_col_1", ...collection }],
  ...extra,
})

describe("payAgainRefusal", () => {
  it("lets a failed or expired mobile-money order, or one without an attempt, be paid again", () => {
    expect(payAgainRefusal(order({ payments: [], payment_sessions: [failedMtn] }))).toBeNull()
    expect(payAgainRefusal(order({ payments: [], payment_sessions: [] }))).toBeNull()
  })

  it("lets an order be paid again when the shopper left PayPal's or the card's page without paying", () => {
    const left = { id: "payses_pp", provider_id: PAYPAL, status: "pending" }
    expect(payAgainRefusal(order({ payments: [], payment_sessions: [failedMtn, left] }))).toBeNull()
    expect(payAgainRefusal(order({ payments: [], payment_sessions: [failedMtn, { ...left, status: "requires_more" }] }))).toBeNull()
  })

  it("refuses a cancelled order, a paid one, one awaited by staff, one still awaited from the operator", () => {
    expect(payAgainRefusal(order({ payment_sessions: [failedMtn] }, { status: "canceled" }))).toBe("order_cancelled")
    expect(payAgainRefusal(order({ payments: [{ provider_id: MTN, captured_at: "2026-11-25" }], payment_sessions: [] }))).toBe("order_already_paid")
    expect(payAgainRefusal(order({ payments: [{ provider_id: BANK, captured_at: null }], payment_sessions: [failedMtn] }))).toBe("order_payment_awaited")
    expect(payAgainRefusal(order({ payments: [], payment_sessions: [failedMtn, { provider_id: MTN, status: "pending_authorization" }] }))).toBe(
      "order_payment_in_progress"
    )
    expect(payAgainRefusal({ status: "pending", metadata: null, payment_collections: [] })).toBe("order_payment_missing")
  })

  it("does not count a cancelled payment, nor the delivery quote's collection", () => {
    expect(payAgainRefusal(order({ payments: [{ provider_id: BANK, canceled_at: "2026-11-25" }], payment_sessions: [failedMtn] }))).toBeNull()
    const quoted = order(
      { payments: [], payment_sessions: [failedMtn] },
      { metadata: { shipping_quote: { amount: 15000, currency_code: "xaf", payment_collection_id: "pay_col_quote" } } }
    )
    quoted.payment_collections!.push({ id: "pay_col_quote", payments: [{ provider_id: BANK, captured_at: null }] })
    expect(payAgainRefusal(quoted)).toBeNull()
  })
})

describe("the order's current attempt", () => {
  it("is the newest session: the failed one stays as history", () => {
    const paidAgain = order({
      payments: [],
      payment_sessions: [{ provider_id: MTN, status: "pending_authorization", created_at: "2026-11-25T08:10:00Z", data: { gateway: "mtn", status: "pending", reason: null, phone: "237670999999" } }, failedMtn],
    }) as any
    expect(mobileMoneyState(paidAgain)).toEqual({ gateway: "mtn", status: "pending", reason: null, phone: "237670999999" })
    const byBank = order({ payments: [], payment_sessions: [failedMtn, { provider_id: BANK, status: "authorized", created_at: "2026-11-25T08:10:00Z", data: { mode: "bank_deposit" } }] }) as any
    expect(mobileMoneyState(byBank)).toBeNull()
    expect(orderPaymentMode(byBank)).toBe("bank_deposit")
  })
})

describe("returnedSessionDecision", () => {
  const paypal = { id: "payses_pp", provider_id: PAYPAL, status: "pending" }

  it("authorizes this order's own PayPal or card session while nothing else paid the order", () => {
    expect(returnedSessionDecision(order({ payments: [], payment_sessions: [failedMtn, paypal] }), "payses_pp")).toBe("authorize")
    const card = { id: "payses_card", provider_id: "pp_stripe_stripe", status: "requires_more" }
    expect(returnedSessionDecision(order({ payments: [], payment_sessions: [card] }), "payses_card")).toBe("authorize")
  })

  it("answers a session already authorized or awaited as it stands (a reload, or the webhook first)", () => {
    expect(returnedSessionDecision(order({ payments: [{ provider_id: PAYPAL, captured_at: "2026-11-25" }], payment_sessions: [{ ...paypal, status: "authorized" }] }), "payses_pp")).toBe("answered")
    expect(returnedSessionDecision(order({ payments: [], payment_sessions: [{ ...paypal, status: "pending_authorization" }] }), "payses_pp")).toBe("answered")
  })

  it("refuses another order's session, a mode paid on the spot, and an order paid meanwhile", () => {
    expect(returnedSessionDecision(order({ payments: [], payment_sessions: [paypal] }), "payses_other")).toBe("order_payment_session_unknown")
    expect(returnedSessionDecision(order({ payments: [], payment_sessions: [{ ...failedMtn, id: "payses_mtn" }] }), "payses_mtn")).toBe("order_payment_session_unknown")
    const paidByBank = order({ payments: [{ provider_id: BANK, captured_at: null }], payment_sessions: [paypal] })
    expect(returnedSessionDecision(paidByBank, "payses_pp")).toBe("order_payment_awaited")
    expect(returnedSessionDecision(order({ payments: [], payment_sessions: [paypal] }, { status: "canceled" }), "payses_pp")).toBe("order_cancelled")
  })
})

describe("openAttemptRefusal", () => {
  const CARD = "pp_stripe_stripe"
  const card = (id: string, status: string, created_at: string) => ({ id, provider_id: CARD, status, created_at })

  it("gives the page of the order's newest card attempt while it is open", () => {
    const sessions = [failedMtn, card("payses_old", "canceled", "2026-11-25T09:00:00Z"), card("payses_new", "pending", "2026-11-25T09:05:00Z")]
    expect(openAttemptRefusal(order({ payments: [], payment_sessions: sessions }), "payses_new")).toBeNull()
    expect(openAttemptRefusal(order({ payments: [], payment_sessions: [failedMtn, card("payses_new", "requires_more", "2026-11-25T09:05:00Z")] }), "payses_new")).toBeNull()
  })

  it("refuses an attempt cancelled, answered or replaced by a newer one, and any attempt of an order paid, awaited or cancelled", () => {
    const replaced = [failedMtn, card("payses_old", "pending", "2026-11-25T09:00:00Z"), { id: "payses_bank", provider_id: BANK, status: "error", created_at: "2026-11-25T09:05:00Z" }]
    expect(openAttemptRefusal(order({ payments: [], payment_sessions: replaced }), "payses_old")).toBe("order_payment_session_closed")
    expect(openAttemptRefusal(order({ payments: [], payment_sessions: [card("payses_c", "canceled", "2026-11-25T09:00:00Z")] }), "payses_c")).toBe(
      "order_payment_session_closed"
    )
    const open = [card("payses_c", "pending", "2026-11-25T09:00:00Z")]
    expect(openAttemptRefusal(order({ payments: [{ provider_id: CARD, captured_at: "2026-11-25" }], payment_sessions: open }), "payses_c")).toBe("order_already_paid")
    expect(openAttemptRefusal(order({ payments: [{ provider_id: BANK, captured_at: null }], payment_sessions: open }), "payses_c")).toBe("order_payment_awaited")
    expect(openAttemptRefusal(order({ payments: [], payment_sessions: open }, { status: "canceled" }), "payses_c")).toBe("order_cancelled")
  })

  it("does not know another order's session, nor a mode paid on the spot", () => {
    expect(openAttemptRefusal(order({ payments: [], payment_sessions: [failedMtn] }), "payses_elsewhere")).toBe("order_payment_session_unknown")
    expect(openAttemptRefusal(order({ payments: [], payment_sessions: [{ ...failedMtn, id: "payses_mtn" }] }), "payses_mtn")).toBe("order_payment_session_unknown")
  })
})
