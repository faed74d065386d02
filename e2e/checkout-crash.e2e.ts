import { afterAll, describe, expect, inject, it } from "vitest"
import { readOutbox } from "../backend/integration-tests/outbox"
import { backendAnswers, killBackend } from "./backend-process"
import { cartOrderLinks, soldCounts, sqlClient } from "./sales"
import { adminApi, inBatches, stockedProduct } from "./staff"
import { storeApi, type Completion } from "./store-api"

const backend = inject("backendUrl")
const outboxDir = inject("outboxDir")
/** Bank deposit (backend/src/modules/offline-payment): the order is placed at once, paid later. */
const BANK_DEPOSIT = "pp_bank-deposit_offline"
const CHECKOUTS = 20

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Issue "safe through a crash": the backend (the production build, started by the launcher as
 * `npm start` does) is killed with SIGKILL while 20 shoppers complete their carts; the launcher
 * starts it again and each shopper whose answer was cut off asks again. Afterwards no order lacks
 * its payment or its stock reservation (a half-made one is cancelled with its stock back), no
 * cart has two orders, every order gets its "order placed" e-mail exactly once, and the invoice
 * numbers have no gap.
 */
describe("a backend killed in the middle of 20 checkouts", () => {
  const database = sqlClient(inject("databaseUrl"))
  const { sql } = database
  afterAll(() => database.end())

  it("loses no order and makes none twice: payment, stock, one e-mail and an invoice number each", { timeout: 600_000 }, async () => {
    const shop = await storeApi(backend)
    const admin = await adminApi(backend, inject("admin"))
    const product = await stockedProduct(admin, { title: `Baume Panne ${Date.now()}`, price: 6500, stock: 100 })
    const stamp = Date.now()
    const carts = await inBatches(CHECKOUTS, 4, async (n) => {
      const shopper = shop.guest(`panne-${stamp}-${n}@example.cm`)
      return { shopper, cartId: await shop.cart(shopper, product.variantId, BANK_DEPOSIT, {}) }
    })
    const emails = carts.map(({ shopper }) => shopper.email)

    // All at once; the backend dies the moment the first shopper is told their order is placed,
    // while the others are somewhere inside their checkouts.
    let firstPlaced = () => {}
    const onePlaced = new Promise<void>((resolve) => (firstPlaced = resolve))
    const pending = carts.map(async ({ shopper, cartId }): Promise<Completion> => {
      const answer = await shop.complete(shopper, cartId)
      if (answer.body?.type === "order") firstPlaced()
      return answer
    })
    await Promise.race([onePlaced, Promise.all(pending)])
    await killBackend(backend)
    const first = await Promise.all(pending)
    const cut = first.filter((answer) => answer.body?.type !== "order")
    expect(cut.length, "checkouts the kill cut off").toBeGreaterThanOrEqual(1)
    // A cut checkout is a failed connection or a server error, never an order refused for nothing.
    expect(cut.every((answer) => answer.status === 0 || answer.status >= 500), JSON.stringify(cut)).toBe(true)

    // The launcher starts the backend again on the same database; the cut-off shoppers ask again.
    await expect.poll(() => backendAnswers(backend), { timeout: 120_000, interval: 500 }).toBe(true)
    const orders = await Promise.all(
      carts.map(async ({ shopper, cartId }, n) => {
        let answer = first[n]!
        for (const deadline = Date.now() + 120_000; answer.body?.type !== "order" && Date.now() < deadline; ) {
          answer = await shop.complete(shopper, cartId)
          if (answer.body?.type !== "order") await sleep(2_000)
        }
        expect(answer.body?.type, `${shopper.email}: ${JSON.stringify(answer.body)}`).toBe("order")
        return answer.body.order as { id: string; display_id: number; status: string }
      })
    )
    expect(new Set(orders.map((order) => order.id)).size).toBe(CHECKOUTS)
    expect(orders.every((order) => order.status === "pending"), JSON.stringify(orders.map((order) => order.status))).toBe(true)
    expect(await cartOrderLinks(sql, carts.map(({ cartId }) => cartId))).toEqual({ carts: CHECKOUTS, orders: CHECKOUTS, links: CHECKOUTS })

    // An order the crash left half-made (written, then nothing) is cancelled by the backend's job
    // once its checkout's two minutes of grace are over: until then it may still be listed.
    const liveOrders = () =>
      sql<{ id: string; paid: boolean; reserved: boolean }>(
        `SELECT o.id,
           EXISTS (SELECT 1 FROM order_payment_collection opc
                     JOIN payment p ON p.payment_collection_id = opc.payment_collection_id AND p.deleted_at IS NULL
                    WHERE opc.order_id = o.id AND opc.deleted_at IS NULL) AS paid,
           NOT EXISTS (SELECT 1 FROM order_item oi
                        WHERE oi.order_id = o.id AND oi.deleted_at IS NULL
                          AND NOT EXISTS (SELECT 1 FROM reservation_item r WHERE r.line_item_id = oi.item_id AND r.deleted_at IS NULL)) AS reserved
           FROM "order" o WHERE o.email = ANY($1) AND o.status <> 'canceled' AND o.deleted_at IS NULL`,
        [emails]
      )
    const unfinished = async () => (await liveOrders()).filter((order) => !(order.paid && order.reserved))
    await expect.poll(unfinished, { timeout: 240_000, interval: 2_000 }).toEqual([])
    const live = await liveOrders()
    expect(live.map((order) => order.id).sort()).toEqual(orders.map((order) => order.id).sort())
    // The stock reserved is what was sold: half-made orders gave back what they held.
    expect(await soldCounts(sql, product.variantId, product.inventoryItemId)).toEqual({
      orders: CHECKOUTS,
      units: CHECKOUTS,
      reserved: CHECKOUTS,
      reservations: CHECKOUTS,
      level: CHECKOUTS,
    })

    // One "order placed" e-mail per order, for that order; an order whose subscriber the crash cut
    // off gets it from the outbox job (up to about three minutes), and no second one after.
    const placedEmails = async () => {
      const sent = (await readOutbox(outboxDir)).filter((email) => email.template === "order-placed")
      return carts.map((_, n) => sent.filter((email) => email.to === emails[n]).map((email) => email.subject))
    }
    const onceEach = orders.map((order) => [`Votre commande n° ${order.display_id}`])
    await expect.poll(placedEmails, { timeout: 240_000, interval: 2_000 }).toEqual(onceEach)
    await sleep(3_000)
    expect(await placedEmails()).toEqual(onceEach)
    // Nobody is told of a cancellation: the half-made orders were never shown to their shoppers.
    const statusEmails = (await readOutbox(outboxDir)).filter((email) => emails.includes(email.to) && email.template !== "order-placed")
    expect(statusEmails.map((email) => email.subject)).toEqual([])

    // Every order has its invoice number (the job numbers those the crash left out), and the
    // shop's invoice numbers run 1, 2, 3… with no gap and no number twice.
    const invoiced = () =>
      sql<{ order_id: string }>(`SELECT order_id FROM invoice WHERE deleted_at IS NULL AND order_id = ANY($1)`, [orders.map((order) => order.id)])
    await expect.poll(async () => (await invoiced()).length, { timeout: 180_000, interval: 2_000 }).toBe(CHECKOUTS)
    const numbers = (await sql<{ number: number }>(`SELECT number FROM invoice WHERE deleted_at IS NULL ORDER BY number`)).map((row) => row.number)
    expect(numbers).toEqual(numbers.map((_, index) => index + 1))

    const cancelled = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "order" WHERE email = ANY($1) AND status = 'canceled'`, [emails])
    const how = cut.map((answer) => String(answer.status)).join(", ")
    console.log(`[checkout crash] ${cut.length} of ${CHECKOUTS} checkouts cut off (${how}); ${cancelled[0]!.n} half-made orders cancelled`)
  })
})
