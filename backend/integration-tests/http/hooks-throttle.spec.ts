import http from "node:http"
import type { AddressInfo } from "node:net"
import { integrationTestRunner } from "../test-runner"
import { type CheckoutSetUp, type Shopper, setUpPaymentSpec } from "../checkout"
import { BACKEND_DIR } from "../helpers"
import { checkoutSessionOf, decideOnPhone, until } from "../mobile-money"
import { startSimulatedPayments } from "../simulated-payments"

const MTN = "pp_mtn-momo_mobile-money"
/** Lowered from the default (300) so that a test reaches it. */
const HOOKS_PER_MINUTE = 12
/** Each status request to MTN takes this long, so a burst of callbacks lands while one confirmation runs. */
const STATUS_DELAY_MS = 3_000

process.env.HOOKS_MAX_REQUESTS_PER_MINUTE = String(HOOKS_PER_MINUTE)
const simulators = await startSimulatedPayments()
const mtnApi = await countingMtnProxy(simulators.url)
process.env.MTN_BASE_URL = mtnApi.url

/**
 * MTN's API as the backend sees it: the simulator, behind a proxy that counts the status requests
 * (`GET /collection/v1_0/requesttopay/{reference}`) per reference and makes each take a while.
 */
async function countingMtnProxy(target: string) {
  const statusCalls = new Map<string, number>()
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const status = req.method === "GET" ? /^\/collection\/v1_0\/requesttopay\/([^/?]+)$/.exec(req.url ?? "") : null
    if (status?.[1]) {
      const reference = decodeURIComponent(status[1])
      statusCalls.set(reference, (statusCalls.get(reference) ?? 0) + 1)
      await new Promise((resolve) => setTimeout(resolve, STATUS_DELAY_MS))
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !["host", "connection", "content-length", "transfer-encoding", "keep-alive"].includes(name))
    ) as Record<string, string>
    const answer = await fetch(new URL(req.url ?? "/", target), {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    })
    const body = Buffer.from(await answer.arrayBuffer())
    res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    statusCallsFor: (reference: string) => statusCalls.get(reference) ?? 0,
  }
}

/**
 * The minute job asks MTN about every awaited payment on the minute (jobs/follow-mobile-money-payments.ts),
 * each ask taking STATUS_DELAY_MS here: a burst measured well inside a minute, after the job's
 * asks and before its next run, counts the callbacks' requests alone.
 */
async function awayFromTheMinuteJob() {
  const clear = () => new Date().getSeconds() >= 10 && new Date().getSeconds() <= 50
  while (!clear()) await new Promise((resolve) => setTimeout(resolve, 250))
}

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let checkout: CheckoutSetUp
    let shopper: Shopper
    let variantId: string

    beforeAll(async () => {
      ;({ checkout, shopper, variantId } = await setUpPaymentSpec(getContainer(), api, "hooks@example.cm", { title: "Beurre de karité", price: 3000, stock: 10 }))
    })

    const sessionOf = (orderId: string) => checkoutSessionOf(getContainer(), orderId)
    const post = (path: string, address: string) =>
      api.post(path, {}, { headers: { "x-forwarded-for": address }, validateStatus: () => true })

    describe("POST /hooks/mobile-money/sessions/:id", () => {
      it("confirms a session for one callback at a time: a burst asks MTN once, the other hits answer 202 at once", async () => {
        const order = await checkout.placeOrder(shopper, {
          providerId: MTN,
          paymentData: { phone: "237670445566" },
          items: [{ variant_id: variantId, quantity: 1 }],
        })
        const session = await sessionOf(order.id)
        const reference = session.data.reference as string
        expect(session.status).toBe("pending_authorization")

        await awayFromTheMinuteJob()
        const before = mtnApi.statusCallsFor(reference)
        const burst = await Promise.all(
          Array.from({ length: 6 }, (_, n) => post(`/hooks/mobile-money/sessions/${session.id}`, `198.51.100.${n + 1}`))
        )
        expect(mtnApi.statusCallsFor(reference) - before).toBe(1)
        expect(burst.map((answer) => answer.status).sort()).toEqual([200, 202, 202, 202, 202, 202])

        // The claim ends with its confirmation: MTN's own callback, once the phone approves, pays the order.
        await decideOnPhone(simulators.url, reference, "approve")
        const paid = await until(() => sessionOf(order.id), (state) => Boolean(state.payment?.captures.length))
        expect(paid.payment?.captures).toHaveLength(1)
      })
    })

    describe("/hooks/*", () => {
      it("answers 429 past HOOKS_MAX_REQUESTS_PER_MINUTE from one address, all hooks together, while another address gets through", async () => {
        const flooder = "203.0.113.50"
        const unknownSession = "/hooks/mobile-money/sessions/payses_01J00000000000000000000000"
        for (let n = 0; n < HOOKS_PER_MINUTE; n++) expect((await post(unknownSession, flooder)).status).toBe(200)

        const refused = await post(unknownSession, flooder)
        expect(refused.status).toBe(429)
        expect(refused.data.code).toBe("too_many_attempts")
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
        // Medusa's own payment webhooks and the plugins' hooks share the address's allowance.
        for (const path of ["/hooks/payment/stripe_stripe", "/hooks/paypal", "/hooks/mobile-money/notchpay"]) {
          expect((await post(path, flooder)).status).toBe(429)
        }

        expect((await post(unknownSession, "203.0.113.51")).status).toBe(200)
      })
    })
  },
})
