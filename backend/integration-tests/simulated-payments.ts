import http from "node:http"
import type { AddressInfo } from "node:net"
import { STRIPE_SIMULATOR_KEYS } from "../../tools/simulators/gateways/stripe"
import { createGateways } from "../../tools/simulators/gateways/index"
import { startSimulators, type RunningSimulators } from "../../tools/simulators/server"
import { freePort } from "./free-port"

/**
 * The payment specs' outside services, simulated once per test process: shared by the files of the
 * `backend-payments-app` project as they share the app, or started by an own-app payment file
 * before its app. MTN, Orange, card (Stripe) and PayPal all configured, their callbacks and
 * webhooks reaching this process's backend on a port chosen before it starts.
 */
export type SimulatedPayments = RunningSimulators & {
  backendUrl: string
  /** Stripe's and PayPal's webhooks pass through relays a test may close; every file starts with them open. */
  webhooks: { open: boolean }
}

/** The webhook delay Medusa's Payment Module waits before acting on Stripe's (5 s in a shop). */
export const WEBHOOK_DELAY_MS = 1_000
/** The storefront the shopper comes back to after PayPal or the card's 3-D Secure. */
export const STOREFRONT = "http://localhost:3999"

const holder = globalThis as { dreamshadeSimulatedPayments?: SimulatedPayments }

/** This process's simulators (setup/simulated-payments.ts starts them before the file runs). */
export function simulatedPayments(): SimulatedPayments {
  if (!holder.dreamshadeSimulatedPayments) {
    throw new Error("No simulated payments in this process: list the file in PAYMENTS_APP_FILES (backend/integration-tests/app-files.ts).")
  }
  return holder.dreamshadeSimulatedPayments
}

/** Starts the simulators and points the backend's configuration at them, once per process. */
export async function startSimulatedPayments(): Promise<SimulatedPayments> {
  if (holder.dreamshadeSimulatedPayments) return holder.dreamshadeSimulatedPayments
  const port = await freePort()
  const backendUrl = `http://localhost:${port}`
  const webhooks = { open: true }
  const simulators = await startSimulators(
    createGateways({
      MEDUSA_BACKEND_URL: backendUrl,
      PAYPAL_WEBHOOK_URL: await startWebhookRelay(`${backendUrl}/hooks/paypal`, webhooks),
      STRIPE_WEBHOOK_URL: await startWebhookRelay(`${backendUrl}/hooks/payment/stripe_stripe`, webhooks),
    })
  )
  Object.assign(process.env, {
    PORT: String(port),
    MEDUSA_BACKEND_URL: backendUrl,
    STOREFRONT_URL: STOREFRONT,
    MTN_BASE_URL: simulators.url,
    ORANGE_BASE_URL: simulators.url,
    NOTCHPAY_BASE_URL: simulators.url,
    PAYPAL_BASE_URL: simulators.url,
    STRIPE_API_KEY: STRIPE_SIMULATOR_KEYS.secretKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_SIMULATOR_KEYS.webhookSecret,
    STRIPE_API_BASE_URL: simulators.url,
    PAYMENT_WEBHOOK_DELAY_MS: String(WEBHOOK_DELAY_MS),
  })
  holder.dreamshadeSimulatedPayments = { ...simulators, backendUrl, webhooks }
  return holder.dreamshadeSimulatedPayments
}

/** Forwards webhooks to the backend while `gate.open`; closed, they are lost (PayPal's simulator still lists them). */
async function startWebhookRelay(target: string, gate: { open: boolean }) {
  const relay = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    if (gate.open) {
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name.startsWith("paypal-") || name === "stripe-signature" || name === "content-type"))
      await fetch(target, { method: "POST", headers: headers as Record<string, string>, body: Buffer.concat(chunks) }).catch(() => undefined)
    }
    res.end()
  })
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve))
  // The relay and the simulators end with the process, as the app does.
  relay.unref()
  return `http://127.0.0.1:${(relay.address() as AddressInfo).port}/`
}
