import crypto from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { NOTCHPAY_DEV_CREDENTIALS } from "../../tools/simulators/gateways/index"

/** What the mobile-money specs read and do: an order's checkout payment session, the phone's decision. */

export type SessionState = {
  id: string
  status: string
  data: any
  payment: { id: string; captured_at: string | null; captures: { id: string }[] } | null
}

/** A Notch Pay webhook body signed with `secret` as Notch Pay signs them (x-notch-signature). */
export function signedNotchPayWebhook(body: unknown, secret = NOTCHPAY_DEV_CREDENTIALS.webhookSecret) {
  const raw = JSON.stringify(body)
  return { raw, headers: { "content-type": "application/json", "x-notch-signature": crypto.createHmac("sha256", secret).update(raw).digest("hex") } }
}

/** The order's (first) payment session, with its payment and captures when it has one. */
export async function checkoutSessionOf(container: MedusaContainer, orderId: string): Promise<SessionState> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [
      "payment_collections.payment_sessions.id",
      "payment_collections.payment_sessions.status",
      "payment_collections.payment_sessions.data",
      "payment_collections.payment_sessions.payment.id",
      "payment_collections.payment_sessions.payment.captured_at",
      "payment_collections.payment_sessions.payment.captures.id",
    ],
    filters: { id: orderId },
  })
  return data[0].payment_collections[0].payment_sessions[0]
}

/** The shopper's phone, as the simulators' control API stands for it (tools/simulators/README.md). */
export async function decideOnPhone(simulatorsUrl: string, reference: string, action: "approve" | "refuse" | "expire", query = "") {
  const response = await fetch(`${simulatorsUrl}/control/payments/${encodeURIComponent(reference)}/${action}${query}`, { method: "POST" })
  return response.json()
}

/**
 * Reads until `done` holds or the time runs out (callbacks land just after the decision). The wait
 * is generous because a callback's work (a capture, an e-mail) slows down when two files share two
 * cores; one that never lands still fails the test.
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
