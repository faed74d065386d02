import fs from "node:fs"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import { integrationTestRunner } from "../test-runner"
import { sendMissedOrderEmails } from "../../src/lib/orders/missed-order-emails"
import { BANK_DEPOSIT_PROVIDER } from "../../src/modules/offline-payment"
import { notifyOrderCustomerWorkflow } from "../../src/workflows/orders/workflows/notify-order-customer"
import { createStockedProduct, setUpCheckout, type CheckoutSetUp, type Shopper } from "../checkout"
import { BACKEND_DIR } from "../helpers"
import { waitForEmail } from "../helpers/accounts"
import { readOutbox } from "../outbox"

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let checkout: CheckoutSetUp
    let variantId: string

    beforeAll(async () => {
      checkout = await setUpCheckout(getContainer(), api)
      variantId = (await createStockedProduct(getContainer(), { title: "Baume à lèvres", price: 3000, stock: 20 })).variantId
    })

    const placedEmails = async (shopper: Shopper) =>
      (await readOutbox()).filter((email) => email.to === shopper.email && email.template === "order-placed")

    /**
     * What a backend stopped between saving the order and sending its e-mail leaves: the order,
     * and no e-mail record (nor e-mail). The e-mail written in the meantime is taken back.
     */
    async function forgetPlacedEmail(shopper: Shopper, orderId: string) {
      await waitForEmail(shopper.email, "order-placed")
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const removed = await pg("notification").where({ idempotency_key: `order-placed:${orderId}` }).delete()
      expect(removed).toBe(1)
      for (const email of await placedEmails(shopper)) fs.rmSync(email.file)
      expect(await placedEmails(shopper)).toHaveLength(0)
    }

    const dashboardNotices = async (shopper: Shopper, orderId: string) => {
      const { data } = await api.get("/store/account/notifications", { headers: shopper.headers })
      return data.notifications.filter((notice: any) => notice.kind === "order_placed" && notice.data.order_id === orderId)
    }
    const inThreeMinutes = () => new Date(Date.now() + 3 * 60_000)

    it("sends a placed order's missed e-mail once, and only once however often it runs", async () => {
      const shopper = await checkout.shopper(`outbox-${Date.now()}@example.cm`)
      const order = await checkout.placeOrder(shopper, { providerId: BANK_DEPOSIT_PROVIDER, items: [{ variant_id: variantId, quantity: 1 }] })
      await forgetPlacedEmail(shopper, order.id)

      // Orders younger than the grace period are left to their own subscriber.
      expect(await sendMissedOrderEmails(getContainer())).not.toContain(order.id)
      expect(await sendMissedOrderEmails(getContainer(), inThreeMinutes())).toEqual([order.id])
      expect(await sendMissedOrderEmails(getContainer(), inThreeMinutes())).toEqual([])
      const emails = await placedEmails(shopper)
      expect(emails).toHaveLength(1)
      expect(emails[0]!.subject).toBe(`Votre commande n° ${order.display_id}`)
      // The dashboard notification was given before the stop: not given twice.
      expect(await dashboardNotices(shopper, order.id)).toHaveLength(1)
    })

    it("sends one e-mail when the notice runs several times at once", async () => {
      const shopper = await checkout.shopper(`outbox-race-${Date.now()}@example.cm`)
      const order = await checkout.placeOrder(shopper, { providerId: BANK_DEPOSIT_PROVIDER, items: [{ variant_id: variantId, quantity: 1 }] })
      await forgetPlacedEmail(shopper, order.id)

      const runs = await Promise.allSettled(
        Array.from({ length: 4 }, () =>
          notifyOrderCustomerWorkflow(getContainer()).run({ input: { order_id: order.id, notice: "placed" } })
        )
      )
      expect(runs.some((run) => run.status === "fulfilled")).toBe(true)
      expect(await placedEmails(shopper)).toHaveLength(1)
      expect(await sendMissedOrderEmails(getContainer(), inThreeMinutes())).toEqual([])
    })

    it("leaves an order whose e-mail went out alone", async () => {
      const shopper = await checkout.shopper(`outbox-sent-${Date.now()}@example.cm`)
      const order = await checkout.placeOrder(shopper, { providerId: BANK_DEPOSIT_PROVIDER, items: [{ variant_id: variantId, quantity: 1 }] })
      await waitForEmail(shopper.email, "order-placed")
      expect(await sendMissedOrderEmails(getContainer(), inThreeMinutes())).not.toContain(order.id)
      expect(await placedEmails(shopper)).toHaveLength(1)
    })

    it("sends a paid order's missed \"validated\" e-mail once (a stop between the capture and its subscriber)", async () => {
      const shopper = await checkout.shopper(`outbox-paid-${Date.now()}@example.cm`)
      const order = await checkout.placeOrder(shopper, { providerId: BANK_DEPOSIT_PROVIDER, items: [{ variant_id: variantId, quantity: 1 }] })
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["payment_collections.payments.id"], filters: { id: order.id } })
      await capturePaymentWorkflow(getContainer()).run({ input: { payment_id: data[0].payment_collections[0].payments[0].id } })
      const validatedEmails = async () =>
        (await readOutbox()).filter((email) => email.to === shopper.email && email.template === "order-status-changed")
      await waitForEmail(shopper.email, "order-status-changed")
      // What a stop before the `payment.captured` subscriber leaves: the capture, no e-mail record.
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      expect(await pg("notification").where({ idempotency_key: `order-validated:${order.id}` }).delete()).toBe(1)
      for (const email of await validatedEmails()) fs.rmSync(email.file)

      expect(await sendMissedOrderEmails(getContainer())).not.toContain(order.id)
      expect(await sendMissedOrderEmails(getContainer(), inThreeMinutes())).toEqual([order.id])
      expect(await sendMissedOrderEmails(getContainer(), inThreeMinutes())).toEqual([])
      const emails = await validatedEmails()
      expect(emails).toHaveLength(1)
      expect(emails[0]!.subject).toBe(`Votre commande n° ${order.display_id} est validée`)
    })
  },
})
