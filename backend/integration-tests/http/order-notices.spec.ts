import {
  cancelOrderWorkflow,
  capturePaymentWorkflow,
  createOrderFulfillmentWorkflow,
  createOrderShipmentWorkflow,
  getOrderDetailWorkflow,
  markOrderFulfillmentAsDeliveredWorkflow,
  refundPaymentWorkflow,
} from "@medusajs/medusa/core-flows"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../test-runner"
import { BANK_DEPOSIT_PROVIDER, CASH_AT_SHOP_PROVIDER } from "../../src/modules/offline-payment"
import { orderNoticeFacts, readOrderForNotice } from "../../src/lib/orders/order-notice-read"
import { ORDER_DETAIL_FIELDS, type MedusaOrder } from "../../src/lib/orders/order-view"
import { readShopDetails } from "../../src/lib/shop-details"
import { createStockedProduct, setUpCheckout, type CheckoutSetUp, type Shopper } from "../checkout"
import { BACKEND_DIR } from "../helpers"
import { waitForEmail } from "../helpers/accounts"

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let checkout: CheckoutSetUp
    let variantId: string

    beforeAll(async () => {
      checkout = await setUpCheckout(getContainer(), api)
      variantId = (await createStockedProduct(getContainer(), { title: "Huile de karité", price: 6000, stock: 20 })).variantId
    })

    const placeOrder = (shopper: Shopper, providerId: string) =>
      checkout.placeOrder(shopper, { providerId, items: [{ variant_id: variantId, quantity: 1 }] })

    const notificationKinds = async (shopper: Shopper) => {
      const { data } = await api.get("/store/account/notifications", { headers: shopper.headers })
      return data.notifications.map((notification: any) => [notification.kind, notification.data.order_id])
    }

    describe("order notices (e-mail and dashboard notification)", () => {
      it("bank deposit: 'saved without payment' e-mail with the bank account, then 'validated' when staff capture", async () => {
        const shopper = await checkout.shopper(`notice-bank-${Date.now()}@example.cm`)
        const order = await placeOrder(shopper, BANK_DEPOSIT_PROVIDER)
        const placed = await waitForEmail(shopper.email, "order-placed")
        expect(placed.subject).toBe(`Votre commande n° ${order.display_id}`)
        expect(placed.text).toContain("enregistrée sans paiement (dépôt bancaire)")
        expect(placed.text).toContain(readShopDetails().bank.account_number)
        expect(placed.text).toContain("6\u202F000\u00A0FCFA")
        expect(await notificationKinds(shopper)).toContainEqual(["order_placed", order.id])

        const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
        const { data } = await query.graph({ entity: "order", fields: ["payment_collections.payments.id"], filters: { id: order.id } })
        await capturePaymentWorkflow(getContainer()).run({ input: { payment_id: data[0].payment_collections[0].payments[0].id } })
        const validated = await waitForEmail(shopper.email, "order-status-changed")
        expect(validated.subject).toBe(`Votre commande n° ${order.display_id} est validée`)
        expect(await notificationKinds(shopper)).toContainEqual(["order_validated", order.id])
      })

      it("cash at the shop: the shop's address and hours, then 'cancelled' when staff cancel", async () => {
        const shopper = await checkout.shopper(`notice-cash-${Date.now()}@example.cm`)
        const order = await placeOrder(shopper, CASH_AT_SHOP_PROVIDER)
        const placed = await waitForEmail(shopper.email, "order-placed")
        expect(placed.text).toContain("Espèces en boutique : Rue Joss")
        expect(placed.text).toContain("du lundi au samedi, 09:00–18:00 (GMT+1)")

        await cancelOrderWorkflow(getContainer()).run({ input: { order_id: order.id } })
        const cancelled = await waitForEmail(shopper.email, "order-status-changed")
        expect(cancelled.subject).toBe(`Votre commande n° ${order.display_id} est annulée`)
        expect(await notificationKinds(shopper)).toEqual(
          expect.arrayContaining([["order_placed", order.id], ["order_cancelled", order.id]])
        )
      })

      it("reads an order for its notice as getOrderDetailWorkflow reads it, through the order's whole life", async () => {
        const container = getContainer()
        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const shopper = await checkout.shopper(`notice-read-${Date.now()}@example.cm`)
        const place = (providerId: string, quantity = 1, promoCodes?: string[]) =>
          checkout.placeOrder(shopper, { providerId, items: [{ variant_id: variantId, quantity }], promoCodes })
        const payments = async (orderId: string) => {
          const { data } = await query.graph({ entity: "order", fields: ["items.id", "payment_collections.payments.id"], filters: { id: orderId } })
          // One unit of each line (the orders staff move along here have one).
          return { paymentId: data[0].payment_collections[0].payments[0].id as string, items: data[0].items.map((item: { id: string }) => ({ id: item.id, quantity: 1 })) }
        }
        // What the notice read before: Medusa's order-detail workflow with the account pages' fields.
        const readAsBefore = async (orderId: string) => {
          const { result } = await getOrderDetailWorkflow(container).run({
            input: { order_id: orderId, fields: [...ORDER_DETAIL_FIELDS, "customer.first_name", "shipping_methods.data"] },
          })
          return orderNoticeFacts(result as unknown as MedusaOrder)
        }
        const compare = async (orderId: string, status: string, payment: string) => {
          const read = await readOrderForNotice(container, orderId)
          expect(read).not.toBeNull()
          const facts = orderNoticeFacts(read as MedusaOrder)
          expect(facts).toEqual(await readAsBefore(orderId))
          expect({ status: facts.status, payment: facts.payment.state }).toEqual({ status, payment })
        }

        // Pending: two units with a code (a reduction on the line, a total below the sum).
        const pending = await place(BANK_DEPOSIT_PROVIDER, 2, ["BIENVENUE10"])
        await compare(pending.id, "pending", "pending")
        const facts = orderNoticeFacts((await readOrderForNotice(container, pending.id)) as MedusaOrder)
        expect(facts).toMatchObject({ first_name: "Awa", email: shopper.email, quote_pending: false, delivery_fee: 1000 })
        expect(facts.discount_total).toBeGreaterThan(0)
        expect(facts.items).toEqual([{ title: "Huile de karité", quantity: 2, total: 12000 - facts.discount_total }])

        // Validated (paid), then shipping, then delivered.
        const moving = await place(CASH_AT_SHOP_PROVIDER)
        const { paymentId, items } = await payments(moving.id)
        await capturePaymentWorkflow(container).run({ input: { payment_id: paymentId } })
        await compare(moving.id, "validated", "paid")
        const { result: fulfillment } = await createOrderFulfillmentWorkflow(container).run({ input: { order_id: moving.id, items } })
        await compare(moving.id, "validated", "paid")
        await createOrderShipmentWorkflow(container).run({ input: { order_id: moving.id, fulfillment_id: fulfillment.id, items } })
        await compare(moving.id, "shipping", "paid")
        await markOrderFulfillmentAsDeliveredWorkflow(container).run({ input: { orderId: moving.id, fulfillmentId: fulfillment.id } })
        await compare(moving.id, "delivered", "paid")

        // Cancelled by staff; and paid, then refunded in full (the sale is off).
        const cancelled = await place(BANK_DEPOSIT_PROVIDER)
        await cancelOrderWorkflow(container).run({ input: { order_id: cancelled.id } })
        await compare(cancelled.id, "cancelled", "canceled")
        const refunded = await place(BANK_DEPOSIT_PROVIDER)
        const refund = await payments(refunded.id)
        await capturePaymentWorkflow(container).run({ input: { payment_id: refund.paymentId } })
        await refundPaymentWorkflow(container).run({ input: { payment_id: refund.paymentId, amount: 7000 } })
        await compare(refunded.id, "cancelled", "refunded")

        expect(await readOrderForNotice(container, "order_none")).toBeNull()
      })
    })
  },
})
