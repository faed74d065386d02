import { describe, expect, it } from "vitest"
import { BankDepositProviderService, CashAtShopProviderService } from "./service"

/** What a shopper could have planted in a session's data: an MTN panel's look, and a Stripe option. */
const PLANTED = {
  gateway: "mtn",
  reference: "ref-planted",
  status: "successful",
  phone: "237670000000",
  amount: "250000",
  currency: "XAF",
  confirmed_amount: "250000",
  capture_method: "automatic",
  mode: "cash_at_shop",
}

describe("offline payment providers", () => {
  const bank = new BankDepositProviderService({})
  const cash = new CashAtShopProviderService({})

  it("write their mode and nothing of the session's data, whatever it holds", async () => {
    const session = await bank.initiatePayment({ amount: 250000, currency_code: "xaf", data: PLANTED })
    expect(session.data).toEqual({ mode: "bank_deposit" })
    const authorized = await bank.authorizePayment({ data: PLANTED })
    expect(authorized).toEqual({ status: "authorized", data: { mode: "bank_deposit" } })
    expect((await bank.updatePayment({ amount: 1, currency_code: "xaf", data: PLANTED })).data).toEqual({ mode: "bank_deposit" })
    expect((await bank.getPaymentStatus({ data: PLANTED })).data).toEqual({ mode: "bank_deposit" })
    expect((await cash.retrievePayment({ data: PLANTED })).data).toEqual({ mode: "cash_at_shop" })
    expect((await cash.deletePayment({ data: PLANTED })).data).toEqual({ mode: "cash_at_shop" })
  })

  it("keep the dates staff's actions wrote, and add the new one", async () => {
    const captured = await cash.capturePayment({ data: { ...PLANTED, mode: "cash_at_shop" } })
    expect(Object.keys(captured.data ?? {}).sort()).toEqual(["mode", "received_at"])
    expect(captured.data?.mode).toBe("cash_at_shop")
    const refunded = await cash.refundPayment({ amount: 100, data: { ...captured.data, ...PLANTED } })
    expect(refunded.data).toEqual({ mode: "cash_at_shop", received_at: captured.data?.received_at, refunded_at: expect.any(String) })
    const canceled = await bank.cancelPayment({ data: { mode: "bank_deposit", received_at: 12, phone: "237670000000" } })
    expect(canceled.data).toEqual({ mode: "bank_deposit", canceled_at: expect.any(String) })
  })
})
