import crypto from "node:crypto"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { startSimulators, type RunningSimulators } from "../server.js"
import { createNotchPayGateway } from "./notchpay.js"

const KEYS = { publicKey: "pk_test.public", privateKey: "sk_test.private", webhookSecret: "hash-key-for-webhooks" }

/** A merchant's webhook endpoint: records each delivery's raw body and signature. */
async function webhookReceiver() {
  const received: { raw: string; signature: string | undefined }[] = []
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    received.push({ raw: Buffer.concat(chunks).toString("utf8"), signature: req.headers["x-notch-signature"] as string | undefined })
    res.end("ok")
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received, close: () => new Promise((resolve) => server.close(resolve)) }
}

describe("Notch Pay simulator", () => {
  let running: RunningSimulators | undefined
  let receiver: Awaited<ReturnType<typeof webhookReceiver>> | undefined
  afterEach(async () => {
    await running?.close()
    await receiver?.close()
  })

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = { Authorization: KEYS.publicKey }) {
    const response = await fetch(`${running!.url}${path}`, {
      method,
      headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    return { status: response.status, body: (await response.json()) as any }
  }

  it("creates, pushes on a channel, and sends one signed webhook when the payer approves", async () => {
    receiver = await webhookReceiver()
    running = await startSimulators([createNotchPayGateway({ ...KEYS, webhookUrl: receiver.url })])
    const payment = { amount: 5000, currency: "XAF", customer: { phone: "+237670112233" }, reference: "order-1", description: "Shop" }
    expect((await call("POST", "/payments", payment, { Authorization: "wrong" })).status).toBe(401)
    expect((await call("POST", "/payments", payment)).status).toBe(201)
    expect((await call("POST", "/payments", payment)).status).toBe(409)
    // Not pushed yet: nothing for the phone to decide.
    expect((await fetch(`${running.url}/control/payments/order-1/approve`, { method: "POST" })).status).toBe(409)
    expect((await call("POST", "/payments/order-1", { channel: "cm.orange", data: { phone: "237670112233" } })).status).toBe(422)
    expect((await call("POST", "/payments/order-1", { channel: "cm.mtn", data: { phone: "237670112233" } })).status).toBe(202)
    expect((await call("GET", "/payments/order-1")).body.transaction).toMatchObject({ reference: "order-1", status: "processing", amount: 5000, channel: "cm.mtn" })

    expect((await fetch(`${running.url}/control/payments/order-1/approve`, { method: "POST" })).status).toBe(200)
    expect((await call("GET", "/payments/order-1")).body.transaction).toMatchObject({ status: "complete" })
    for (let i = 0; i < 50 && !receiver.received.length; i++) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(receiver.received).toHaveLength(1)
    const [delivery] = receiver.received
    expect(delivery!.signature).toBe(crypto.createHmac("sha256", KEYS.webhookSecret).update(delivery!.raw).digest("hex"))
    expect(JSON.parse(delivery!.raw)).toMatchObject({ event: "payment.complete", data: { reference: "order-1", status: "complete" } })
  })

  it("words refusals its own way and refunds only with the private key", async () => {
    running = await startSimulators([createNotchPayGateway({ ...KEYS, webhookUrl: null })])
    for (const [reference, query, status, reason] of [
      ["a", "", "rejected", undefined],
      ["b", "?reason=insufficient_funds", "failed", "insufficient_funds"],
      ["c", "?reason=canceled", "canceled", undefined],
    ] as const) {
      await call("POST", "/payments", { amount: 1000, currency: "XAF", phone: "+237690112233", reference })
      await call("PUT", `/payments/${reference}`, { channel: "cm.orange", data: { phone: "237690112233" } })
      await fetch(`${running.url}/control/payments/${reference}/refuse${query}`, { method: "POST" })
      const transaction = (await call("GET", `/payments/${reference}`)).body.transaction
      expect([transaction.status, transaction.failure_reason]).toEqual([status, reason])
    }
    await call("POST", "/payments", { amount: 1000, currency: "XAF", phone: "+237690112233", reference: "paid" })
    await call("POST", "/payments/paid", { channel: "cm.orange", data: { phone: "237690112233" } })
    await fetch(`${running.url}/control/payments/paid/approve`, { method: "POST" })
    expect((await call("POST", "/refunds", { payment: "paid", amount: 400 })).status).toBe(401)
    const granted = { Authorization: KEYS.publicKey, "X-Grant": KEYS.privateKey }
    expect((await call("POST", "/refunds", { payment: "paid", amount: 400 }, granted)).body.refund).toMatchObject({ payment: "paid", amount: 400, status: "complete" })
    expect((await call("POST", "/refunds", { payment: "paid", amount: 700 }, granted)).status).toBe(422)
    expect((await call("GET", "/payments/paid")).body.transaction.status).toBe("partialy-refunded")
  })
})
