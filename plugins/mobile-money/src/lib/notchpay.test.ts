import crypto from "node:crypto"
import { describe, expect, it } from "vitest"
import { notchPayAnswer } from "./notchpay-client"
import { isNotchPaySignatureValid } from "./notchpay-signature"

describe("notchPayAnswer", () => {
  const payment = (status: string, extra: Record<string, unknown> = {}) => ({ status, amount: 5000, currency: "XAF", ...extra })

  it("words Notch Pay's statuses as the shop's", () => {
    expect(notchPayAnswer(payment("complete"))).toEqual({ status: "SUCCESSFUL", reason: null, amount: "5000", currency: "XAF" })
    expect(notchPayAnswer(payment("pending")).status).toBe("PENDING")
    expect(notchPayAnswer(payment("processing")).status).toBe("PENDING")
    expect(notchPayAnswer(payment("incomplete")).status).toBe("PENDING")
    expect(notchPayAnswer(payment("expired"))).toMatchObject({ status: "FAILED", reason: "EXPIRED" })
    expect(notchPayAnswer(payment("canceled"))).toMatchObject({ status: "FAILED", reason: "CANCELLED" })
    expect(notchPayAnswer(payment("rejected"))).toMatchObject({ status: "FAILED", reason: "APPROVAL_REJECTED" })
    expect(notchPayAnswer(payment("refunded"))).toMatchObject({ status: "FAILED", reason: "REFUNDED" })
  })

  it("tells a short balance from another failure, whatever field carries the reason", () => {
    expect(notchPayAnswer(payment("failed", { failure_reason: "insufficient_funds" })).reason).toBe("NOT_ENOUGH_FUNDS")
    expect(notchPayAnswer(payment("FAILED", { reason: "Solde insuffisant" })).reason).toBe("NOT_ENOUGH_FUNDS")
    expect(notchPayAnswer(payment("failed", { failure_reason: "timeout" })).reason).toBe("FAILED")
    expect(notchPayAnswer({ status: "failed" })).toEqual({ status: "FAILED", reason: "FAILED", amount: null, currency: null })
  })
})

describe("isNotchPaySignatureValid", () => {
  const body = Buffer.from('{"event":"payment.complete","data":{"reference":"r"}}')
  const sign = (raw: Buffer, secret: string) => crypto.createHmac("sha256", secret).update(raw).digest("hex")

  it("accepts the hex HMAC-SHA256 of the raw body with the hash key, only that", () => {
    expect(isNotchPaySignatureValid(body, sign(body, "hash-key-of-the-shop"), "hash-key-of-the-shop")).toBe(true)
    expect(isNotchPaySignatureValid(body, sign(body, "hash-key-of-the-shop").toUpperCase(), "hash-key-of-the-shop")).toBe(true)
    expect(isNotchPaySignatureValid(body, sign(body, "another-key"), "hash-key-of-the-shop")).toBe(false)
    expect(isNotchPaySignatureValid(Buffer.from(`${body} `), sign(body, "hash-key-of-the-shop"), "hash-key-of-the-shop")).toBe(false)
    expect(isNotchPaySignatureValid(body, undefined, "hash-key-of-the-shop")).toBe(false)
    expect(isNotchPaySignatureValid(body, "zz", "hash-key-of-the-shop")).toBe(false)
    expect(isNotchPaySignatureValid(body, sign(body, ""), "")).toBe(false)
  })
})
