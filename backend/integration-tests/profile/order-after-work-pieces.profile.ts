import { createRequire } from "node:module"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { getOrderDetailWorkflow } from "@medusajs/medusa/core-flows"
import { BACKEND_DIR } from "../helpers"
import { catalogueSyncQueue, orderAfterWorkQueue, waitWorkflowExecutions } from "../shared-app"
import { integrationTestRunner } from "../test-runner"
import { orderProfileShop } from "./order-profile-shop"

/**
 * The pieces of a placed order's after-work, each run alone on orders already placed, so that
 * their costs read apart (the order-placement profile gives only their sum): CPU (`process.cpuUsage`)
 * and SQL statements per run. The notice's order read both ways (Medusa's `getOrderDetailWorkflow`,
 * which the notice used, and the one Query call it uses now), the notice's workflow (its
 * notification and e-mail already given, so it reads and decides only), the invoice number
 * (already given: found again), and the search sync of an order's stock change.
 * `cd backend && npx vitest run --config vitest.profile.config.ts integration-tests/profile/order-after-work-pieces.profile.ts`
 */
const ORDERS = Number(process.env.PROFILE_CARTS ?? 6)
const ROUNDS = 5

// The app's own copies (loaded through Node's require, as Medusa loads them).
const appRequire = createRequire(__filename)
const fromBackend = (file: string) => appRequire(path.join(BACKEND_DIR, file))
const { readOrderForNotice } = fromBackend("src/lib/orders/order-notice-read.ts")
const { ORDER_DETAIL_FIELDS } = fromBackend("src/lib/orders/order-view.ts")
const { notifyOrderCustomerWorkflow } = fromBackend("src/workflows/orders/workflows/notify-order-customer.ts")
const { issueInvoiceWorkflow } = fromBackend("src/workflows/invoices/workflows/issue-invoice.ts")
const { syncCatalogueSearchWorkflow } = fromBackend("src/workflows/catalogue-search/workflows/sync-catalogue-search.ts")

async function settle(container: MedusaContainer) {
  await sleep(50)
  await orderAfterWorkQueue.drain()
  await catalogueSyncQueue.drain()
  await waitWorkflowExecutions(container)
}

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    it("profiles the after-work's pieces one at a time", async () => {
      const container = getContainer()
      const { checkout, shopper, contents } = await orderProfileShop(container, api, "pieces")
      const orders: { id: string; reservationIds: string[] }[] = []
      for (let n = 0; n < ORDERS; n++) {
        const order = await checkout.placeOrder(shopper, contents)
        const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ["items.id"], filters: { id: order.id } })
        const reservations = await container
          .resolve(Modules.INVENTORY)
          .listReservationItems({ line_item_id: data[0].items.map((item: { id: string }) => item.id) }, { select: ["id"] })
        orders.push({ id: order.id, reservationIds: reservations.map((reservation) => reservation.id) })
      }
      await settle(container)

      const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as { on: (event: "query", listener: () => void) => void }
      let statements = 0
      knex.on("query", () => statements++)
      const pieces: [string, (order: (typeof orders)[number]) => Promise<unknown>][] = [
        [
          "notice's order read, getOrderDetailWorkflow (before)",
          (order) =>
            getOrderDetailWorkflow(container).run({
              input: { order_id: order.id, fields: [...ORDER_DETAIL_FIELDS, "customer.first_name", "shipping_methods.data"] },
            }),
        ],
        ["notice's order read, one Query call (readOrderForNotice)", (order) => readOrderForNotice(container, order.id)],
        ["notice workflow, already given (read and decide)", (order) => notifyOrderCustomerWorkflow(container).run({ input: { order_id: order.id, notice: "placed" } })],
        ["invoice number, already given", (order) => issueInvoiceWorkflow(container).run({ input: { order_id: order.id } })],
        ["search sync of the order's reservations", (order) => syncCatalogueSearchWorkflow(container).run({ input: { reservation_ids: order.reservationIds } })],
      ]
      const lines = [`after-work pieces, each run ${ROUNDS} times on ${ORDERS} placed orders (warm: one round first)`]
      for (const [name, run] of pieces) {
        for (const order of orders) await run(order)
        const [cpu, sql] = [process.cpuUsage(), statements]
        for (let round = 0; round < ROUNDS; round++) for (const order of orders) await run(order)
        const used = process.cpuUsage(cpu)
        const runs = ROUNDS * orders.length
        lines.push(`${name}: CPU ${((used.user + used.system) / 1000 / runs).toFixed(1)} ms, ${((statements - sql) / runs).toFixed(1)} SQL statements per run`)
        await settle(container)
      }
      console.info(lines.join("\n"))
      expect(statements).toBeGreaterThan(0)
    })
  },
})
