import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  cancelOrderWorkflow,
  capturePaymentWorkflow,
  createOrderFulfillmentWorkflow,
  createOrderShipmentWorkflow,
  createPromotionsWorkflow,
  markOrderFulfillmentAsDeliveredWorkflow,
} from "@medusajs/medusa/core-flows"
import { integrationTestRunner } from "../test-runner"
import { BANK_DEPOSIT_PROVIDER, CASH_AT_SHOP_PROVIDER } from "../../src/modules/offline-payment"
import { createStockedProduct, setUpCheckout, type CartContents, type Shopper } from "../checkout"
import { BACKEND_DIR } from "../helpers"
import { pdfText } from "../pdf-text"

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let alice: Shopper
    let bruno: Shopper
    let bankOrderId: string
    let cashOrderId: string
    let variantId: string

    // One set of orders for the whole file: the runner restores the database before each test.
    beforeAll(async () => {
      const container = getContainer()
      const checkout = await setUpCheckout(container, api)
      variantId = (await createStockedProduct(container, { title: "Sérum éclat", price: 12500, stock: 10 })).variantId
      await createPromotionsWorkflow(container).run({
        input: {
          promotionsData: [
            {
              code: "FIDELE10",
              type: "standard",
              status: "active",
              application_method: {
                type: "percentage",
                target_type: "items",
                allocation: "across",
                value: 10,
                currency_code: "xaf",
              },
            },
          ],
        },
      })
      alice = await checkout.shopper("alice@example.cm")
      bruno = await checkout.shopper("bruno@example.cm")
      const place = async (providerId: string, extra: Pick<CartContents, "promoCodes" | "metadata">) =>
        (await checkout.placeOrder(alice, { providerId, items: [{ variant_id: variantId, quantity: 2 }], ...extra })).id
      bankOrderId = await place(BANK_DEPOSIT_PROVIDER, {
        metadata: { notes: "Appelez-moi avant de livrer" },
        promoCodes: ["FIDELE10"],
      })
      cashOrderId = await place(CASH_AT_SHOP_PROVIDER, {})
    })

    const get = (shopper: Shopper, path: string) =>
      api.get(path, { headers: shopper.headers }).catch((error: any) => error.response)

    describe("GET /store/account/orders", () => {
      it("lists the customer's own orders, newest first, with the shopper's status", async () => {
        const { status, data } = await get(alice, "/store/account/orders")
        expect(status).toBe(200)
        expect(data.count).toBe(2)
        expect(data.orders.map((order: any) => order.id)).toEqual([cashOrderId, bankOrderId])
        expect(data.orders[1]).toMatchObject({
          reference: expect.any(Number),
          status: "pending",
          payment_mode: "bank_deposit",
          item_count: 2,
          currency_code: "xaf",
          total: 2 * 12500 - 2500 + 1000,
        })
        expect(data.orders[0].payment_mode).toBe("cash_at_shop")
      })

      it("shows another customer none of them, and refuses an anonymous visitor", async () => {
        expect((await get(bruno, "/store/account/orders")).data).toMatchObject({ orders: [], count: 0 })
        const key = alice.headers["x-publishable-api-key"]
        const anonymous = await api
          .get("/store/account/orders", { headers: { "x-publishable-api-key": key } })
          .catch((error: any) => error.response)
        expect(anonymous.status).toBe(401)
      })

      it("rejects a bad page size with a clear 400", async () => {
        const { status, data } = await get(alice, "/store/account/orders?limit=0")
        expect(status).toBe(400)
        expect(data.message).toMatch(/limit/)
      })
    })

    describe("GET /store/account/orders/:id", () => {
      it("gives the order detail: lines with reduction, discount, delivery fee, payment mode, notes, coupon", async () => {
        const { status, data } = await get(alice, `/store/account/orders/${bankOrderId}`)
        expect(status).toBe(200)
        expect(data.order).toMatchObject({
          id: bankOrderId,
          status: "pending",
          item_subtotal: 25000,
          discount_total: 2500,
          delivery_fee: 1000,
          total: 23500,
          payment: { mode: "bank_deposit", state: "pending", withdrawal_number: null },
          notes: "Appelez-moi avant de livrer",
          coupon_codes: ["FIDELE10"],
          shipping_address: { city: "Douala", country_code: "cm" },
        })
        expect(data.order.items).toEqual([
          expect.objectContaining({ title: "Sérum éclat", quantity: 2, unit_price: 12500, reduction: 2500, total: 22500 }),
        ])
        expect(new Date(data.order.placed_at).getTime()).toBeLessThanOrEqual(Date.now())
      })

      it("answers 404 for another customer's order and for an unknown one", async () => {
        expect((await get(bruno, `/store/account/orders/${bankOrderId}`)).status).toBe(404)
        expect((await get(alice, "/store/account/orders/order_nope")).status).toBe(404)
      })

      it("follows staff: payment received → Validated, shipped → Shipping, delivered → Delivered; cancel → Cancelled", async () => {
        const container = getContainer()
        const statusOf = async (id: string) => (await get(alice, `/store/account/orders/${id}`)).data.order.status
        const detail = (await get(alice, `/store/account/orders/${bankOrderId}`)).data.order
        const query = container.resolve("query")
        const { data: [order] } = await query.graph({
          entity: "order",
          fields: ["payment_collections.payments.id"],
          filters: { id: bankOrderId },
        })
        await capturePaymentWorkflow(container).run({ input: { payment_id: order.payment_collections[0].payments[0].id } })
        expect(await statusOf(bankOrderId)).toBe("validated")
        expect((await get(alice, `/store/account/orders/${bankOrderId}`)).data.order.payment.state).toBe("paid")

        const items = detail.items.map((item: any) => ({ id: item.id, quantity: item.quantity }))
        const { result: fulfillment } = await createOrderFulfillmentWorkflow(container).run({
          input: { order_id: bankOrderId, items },
        })
        expect(await statusOf(bankOrderId)).toBe("validated")
        await createOrderShipmentWorkflow(container).run({
          input: { order_id: bankOrderId, fulfillment_id: fulfillment.id, items },
        })
        expect(await statusOf(bankOrderId)).toBe("shipping")
        await markOrderFulfillmentAsDeliveredWorkflow(container).run({
          input: { orderId: bankOrderId, fulfillmentId: fulfillment.id },
        })
        expect(await statusOf(bankOrderId)).toBe("delivered")
        expect(detail.reference).toBeGreaterThan(0)

        await cancelOrderWorkflow(container).run({ input: { order_id: cashOrderId } })
        expect(await statusOf(cashOrderId)).toBe("cancelled")
      })
    })

    describe("GET /store/account/payments", () => {
      it("lists the customer's payments with order reference, mode, amount, state and date", async () => {
        const { status, data } = await get(alice, "/store/account/payments")
        expect(status).toBe(200)
        expect(data.payments).toHaveLength(2)
        expect(data.payments[1]).toMatchObject({
          order_id: bankOrderId,
          order_reference: expect.any(Number),
          mode: "bank_deposit",
          amount: 23500,
          currency_code: "xaf",
          state: "pending",
        })
        expect(Date.parse(data.payments[1].date)).not.toBeNaN()
        expect((await get(bruno, "/store/account/payments")).data.payments).toEqual([])
      })
    })

    describe("GET /store/account/orders/:id/invoice", () => {
      const invoice = (shopper: Shopper, id: string, query = "") =>
        api
          .get(`/store/account/orders/${id}/invoice${query}`, { headers: shopper.headers, responseType: "arraybuffer" })
          .catch((error: any) => error.response)

      it("answers the customer a real PDF in French by default, with the order's reference and total", async () => {
        const { data: detail } = await get(alice, `/store/account/orders/${bankOrderId}`)
        const response = await invoice(alice, bankOrderId)
        expect(response.status).toBe(200)
        expect(response.headers["content-type"]).toBe("application/pdf")
        const { data: invoices } = await getContainer().resolve(ContainerRegistrationKeys.QUERY).graph({
          entity: "order",
          fields: ["invoice.number"],
          filters: { id: bankOrderId },
        })
        const invoiceNumber = invoices[0].invoice.number
        expect(response.headers["content-disposition"]).toBe(`attachment; filename="facture-${invoiceNumber}.pdf"`)
        const pdf = Buffer.from(response.data)
        expect(pdf.subarray(0, 5).toString()).toBe("%PDF-")
        expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/)
        const text = pdfText(pdf)
        expect(text).toContain(`Facture n° ${invoiceNumber}`)
        expect(text).toContain(`Commande n° ${detail.order.reference}`)
        expect(text).toContain("Sérum éclat")
        expect(text).toContain("Total TTC")
        expect(text).toContain("23\u00A0500\u00A0FCFA")
        expect(text).toContain("Code promo : FIDELE10")
      })

      it("answers in English with locale=en, and 400 for a language the shop does not speak", async () => {
        const text = pdfText(Buffer.from((await invoice(alice, bankOrderId, "?locale=en")).data))
        expect(text).toContain("INVOICE")
        expect(text).toContain("XAF\u00A023,500")
        expect((await invoice(alice, bankOrderId, "?locale=de")).status).toBe(400)
      })

      it("answers 404 to another customer", async () => {
        expect((await invoice(bruno, bankOrderId)).status).toBe(404)
      })
    })
  },
})
