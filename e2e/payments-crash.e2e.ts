import { describe, expect, inject, it } from "vitest"
import { readOutbox } from "../backend/integration-tests/outbox"
import { backendAnswers, killBackend } from "./backend-process"
import { staffToken } from "./staff"
import { storeApi, type StoreShopper } from "./store-api"

const backend = inject("backendUrl")
const simulators = inject("simulatorsUrl")
const outboxDir = inject("outboxDir")
// The account helpers read the activation e-mail from MAIL_OUTBOX_DIR.
process.env.MAIL_OUTBOX_DIR = outboxDir

const MTN = "pp_mtn-momo_mobile-money"
const ORANGE = "pp_orange-money_mobile-money"
/** Seed products with stock to spare (seed/products), one unit per order. */
const PRODUCTS = ["pinceau-studio-blending-sponge-duo", "kola-roots-leave-in-detangling-spray", "kola-roots-avocado-honey-hair-mask"]

type Placed = { id: string; display_id: number; phone: string }

/** The simulated payment pushed to `phone` (each order here has a number of its own). */
async function paymentTo(phone: string): Promise<{ reference: string; status: string }> {
  const payments = (await (await fetch(`${simulators}/control/payments`)).json()) as { reference: string; phone: string; status: string }[]
  const payment = payments.find((candidate) => candidate.phone === phone)
  if (!payment) throw new Error(`No simulated payment for ${phone}`)
  return payment
}
async function approve(phone: string) {
  const response = await fetch(`${simulators}/control/payments/${encodeURIComponent((await paymentTo(phone)).reference)}/approve`, { method: "POST" })
  expect(response.status).toBe(200)
}

/**
 * Issue "nothing is lost to a restart": the backend (the production build, started by the
 * launcher as `npm start` does) is killed with SIGKILL while mobile-money orders await their
 * payment; the phones approve while it is down, so MTN's single callback and Orange's
 * notification find nobody; the launcher starts it again on the same database, and every order
 * ends paid exactly once: one capture, status Validated, one "validated" e-mail.
 */
describe("a backend killed with mobile-money payments pending", () => {
  it("pays every order exactly once after it is started again, approvals made while it was down included", { timeout: 480_000 }, async () => {
    const shop = await storeApi(backend)
    const shopper: StoreShopper = await shop.shopper(`crash.${Date.now()}@example.cm`)
    const variants = await Promise.all(PRODUCTS.map((handle) => shop.variantOf(handle)))
    const place = async (provider: string, phone: string, n: number): Promise<Placed> => {
      const order = await shop.placeOrder(shopper, await shop.cart(shopper, variants[n % variants.length]!, provider, { phone }))
      return { id: order.id, display_id: order.display_id, phone }
    }
    // Numbers of their own so that each order's push is found in the simulator by its phone.
    const stamp = String(Date.now()).slice(-4)
    const mtnPhones = Array.from({ length: 5 }, (_, n) => `23767${n}11${stamp}`)
    const orangePhones = Array.from({ length: 3 }, (_, n) => `23769${n + 1}22${stamp}`)
    // Placed side by side, as shoppers would: each push is sent and each order awaits its payment.
    const [justBefore, ...orders] = await Promise.all([
      place(MTN, `237680${stamp}99`, 0),
      ...mtnPhones.map((phone, n) => place(MTN, phone, n)),
      ...orangePhones.map((phone, n) => place(ORANGE, phone, n)),
    ])
    if (!justBefore) throw new Error("no order placed")
    for (const order of [justBefore, ...orders]) expect((await paymentTo(order.phone)).status).toBe("pending")

    // One phone approves, and its callback is on its way or being handled when the backend dies.
    await approve(justBefore.phone)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await killBackend(backend)

    // The other eight approve while nobody listens: their callbacks are lost for good.
    for (const order of orders) await approve(order.phone)
    expect(await backendAnswers(backend)).toBe(false)

    // The launcher starts the backend again on the same database.
    await expect.poll(() => backendAnswers(backend), { timeout: 120_000, interval: 500 }).toBe(true)

    const all = [justBefore, ...orders]
    const statusOf = async (order: Placed) =>
      (await shop.api.get(`/store/account/orders/${order.id}`, { headers: shopper.headers })).data.order.status as string
    await expect.poll(async () => (await Promise.all(all.map(statusOf))).join(","), { timeout: 75_000, interval: 1_000 }).toBe(
      all.map(() => "validated").join(",")
    )

    const staff = { authorization: `Bearer ${await staffToken()}` }
    for (const order of all) {
      const { data } = await shop.api.get(`/admin/orders/${order.id}?fields=id,payment_status,payment_collections.payments.captures.id`, { headers: staff })
      expect(data.order.payment_status).toBe("captured")
      const payments = data.order.payment_collections.flatMap((collection: { payments: unknown[] }) => collection.payments)
      expect(payments).toHaveLength(1)
      expect(payments[0].captures).toHaveLength(1)
    }

    // One "validated" e-mail per order, and no second one a moment later.
    const validatedEmails = async () =>
      (await readOutbox(outboxDir)).filter((email) => email.to === shopper.email && email.template === "order-status-changed")
    const countsPerOrder = async () => {
      const emails = await validatedEmails()
      return all.map((order) => emails.filter((email) => email.subject.includes(`n° ${order.display_id} est validée`)).length).join(",")
    }
    const once = all.map(() => 1).join(",")
    // An order captured just before the kill, whose `payment.captured` subscriber never ran, gets
    // its e-mail from the outbox job: it runs every minute and waits 2 minutes after the capture
    // (OUTBOX_GRACE_MS in backend/src/lib/orders/missed-order-emails.ts), so up to about 3 minutes.
    await expect.poll(countsPerOrder, { timeout: 200_000, interval: 1_000 }).toBe(once)
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(await countsPerOrder()).toBe(once)
    expect(await validatedEmails()).toHaveLength(all.length)
  })
})
