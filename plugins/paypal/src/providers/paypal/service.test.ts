import { describe, expect, it } from "vitest"
import type { PayPalTransaction } from "../../lib/transaction"
import { PayPalProviderService } from "./service"

// No call reaches PayPal in these tests: the address is never dialled.
const provider = new PayPalProviderService({}, { baseUrl: "http://127.0.0.1:9", clientId: "id", clientSecret: "secret", webhookId: "hook", storefrontUrl: "http://localhost:3999" })

const transaction = (status: PayPalTransaction["status"]): PayPalTransaction => ({
  gateway: "paypal",
  session_id: "payses_1",
  order_id: "PAYPAL-ORDER-1",
  approve_url: "https://paypal.example/approve",
  status,
  reason: null,
  amount_xaf: "7500",
  amount_eur: "11.43",
  currency: "EUR",
  attempt: 0,
  capture_id: status === "completed" ? "CAPTURE-1" : null,
  captured_amount: status === "completed" ? "11.43" : null,
  captured_currency: status === "completed" ? "EUR" : null,
  created_at: "2026-11-27T10:00:00.000Z",
  captured_at: status === "completed" ? "2026-11-27T10:05:00.000Z" : null,
  history: [],
  refunds: [],
  shop_order_id: null,
})

/** What Medusa hands back: the session's data, the caller's keys merged with the provider's. */
const PLANTED = { locale: "en", note: "paid, trust me", capture_method: "automatic", mode: "bank_deposit" }
const withPlanted = (own: PayPalTransaction) => ({ ...PLANTED, ...own }) as unknown as Record<string, unknown>

describe("the PayPal provider hands back only the transaction it wrote", () => {
  it("when capturing, cancelling and following the cart's unchanged amount", async () => {
    expect((await provider.capturePayment({ data: withPlanted(transaction("completed")) })).data).toEqual(transaction("completed"))
    expect((await provider.cancelPayment({ data: withPlanted(transaction("completed")) })).data).toEqual(transaction("completed"))
    const cancelled = await provider.cancelPayment({ data: withPlanted(transaction("created")) })
    expect(cancelled.data).toEqual({ ...transaction("canceled"), history: [{ at: expect.any(String), status: "canceled", reason: null }] })
    expect((await provider.updatePayment({ amount: 7500, currency_code: "xaf", data: withPlanted(transaction("created")) })).data).toEqual(transaction("created"))
    expect((await provider.updatePayment({ amount: 9000, currency_code: "xaf", data: withPlanted(transaction("completed")) })).data).toEqual(transaction("completed"))
  })
})
