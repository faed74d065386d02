import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { numberMissedInvoices } from "../../src/lib/orders/missed-invoice-numbers"
import { integrationTestRunner } from "../test-runner"
import { INVOICE_MODULE } from "../../src/modules/invoice"
import type InvoiceModuleService from "../../src/modules/invoice/service"
import { BANK_DEPOSIT_PROVIDER } from "../../src/modules/offline-payment"
import { issueInvoiceWorkflow } from "../../src/workflows/invoices/workflows/issue-invoice"
import { completeCart, createStockedProduct, setUpCheckout, writeBareOrder, type CheckoutSetUp, type Shopper } from "../checkout"
import { BACKEND_DIR } from "../helpers"
import { pdfText } from "../pdf-text"

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let checkout: CheckoutSetUp
    let shopper: Shopper
    let variantId: string

    beforeAll(async () => {
      checkout = await setUpCheckout(getContainer(), api)
      shopper = await checkout.shopper("factures@example.cm")
      variantId = (await createStockedProduct(getContainer(), { title: "Crème de nuit", price: 9000, stock: 50 })).variantId
    })

    const invoices = () => getContainer().resolve<InvoiceModuleService>(INVOICE_MODULE)
    const numberOf = async (orderId: string) => {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["invoice.number"], filters: { id: orderId } })
      return data[0]?.invoice?.number as number | undefined
    }
    const placeOrder = () =>
      checkout.placeOrder(shopper, { providerId: BANK_DEPOSIT_PROVIDER, items: [{ variant_id: variantId, quantity: 1 }] })
    const issue = async (orderId: string) => (await issueInvoiceWorkflow(getContainer()).run({ input: { order_id: orderId } })).result

    it("numbers invoices 1, 2… without the gap a refused checkout leaves in order numbers", async () => {
      const first = await placeOrder()
      const scarce = await createStockedProduct(getContainer(), { title: "Édition limitée", price: 5000, stock: 1 })
      const [rushA, rushB] = await Promise.all([checkout.shopper("rush-a@example.cm"), checkout.shopper("rush-b@example.cm")])
      const carts = await Promise.all(
        [rushA, rushB].map((buyer) =>
          checkout.cart(buyer, { providerId: BANK_DEPOSIT_PROVIDER, items: [{ variant_id: scarce.variantId, quantity: 1 }] })
        )
      )
      const answers = await Promise.all([completeCart(api, rushA, carts[0]), completeCart(api, rushB, carts[1])])
      const sold = answers.find((answer) => answer.status === 200)!.data.order
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(1)
      const last = await placeOrder()

      const numbers = [await issue(first.id), await issue(sold.id), await issue(last.id)].map((invoice) => invoice.number)
      expect(numbers[1] - numbers[0]).toBe(1)
      expect(numbers[2] - numbers[1]).toBe(1)
      // Asking again gives the same invoice, never a new number.
      expect((await issue(last.id)).number).toBe(numbers[2])
      expect(await numberOf(last.id)).toBe(numbers[2])
    })

    it("gives concurrent orders distinct numbers with no gap, once each", async () => {
      const orders = await Promise.all(Array.from({ length: 6 }, () => placeOrder()))
      const issued = await Promise.all([...orders, ...orders].map((order) => invoices().issueInvoice(order.id)))
      const numbers = [...new Set(issued.map(({ invoice }) => invoice.number))].sort((a, b) => a - b)
      expect(numbers).toHaveLength(6)
      expect(numbers[5] - numbers[0]).toBe(5)
      expect(issued.filter(({ created }) => created).length).toBeLessThanOrEqual(6)
      const all = await invoices().listInvoices({}, { order: { number: "ASC" } })
      expect(all.map((invoice) => invoice.number)).toEqual(all.map((_, index) => index + 1))
    })

    it("numbers, after the grace, a placed order whose subscriber a stop cut off, and never a half-made one", async () => {
      const order = await placeOrder()
      await expect.poll(() => numberOf(order.id), { timeout: 10_000 }).toBeGreaterThan(0)
      const number = (await numberOf(order.id))!
      // What a stop between saving the order and its `order.placed` subscriber leaves: no invoice.
      await getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION).table("invoice").where({ order_id: order.id }).delete()
      // A checkout cut off after writing its order: no payment, no reservation (cancelled, not numbered).
      const halfMade = await writeBareOrder(getContainer(), { regionId: checkout.regionId, shopper, variantId, title: "Crème de nuit", price: 9000 })
      const later = new Date(Date.now() + 3 * 60_000)

      expect(await numberMissedInvoices(getContainer())).toEqual([])
      expect(await numberMissedInvoices(getContainer(), later)).toEqual([order.id])
      expect(await numberOf(order.id)).toBe(number)
      expect(await numberOf(halfMade.id)).toBeUndefined()
      expect(await numberMissedInvoices(getContainer(), later)).toEqual([])
      const all = await invoices().listInvoices({}, { order: { number: "ASC" } })
      expect(all.map((invoice) => invoice.number)).toEqual(all.map((_, index) => index + 1))
    })

    it("prints the invoice number beside the order's reference on the PDF", async () => {
      const order = await placeOrder()
      const response = await api.get(`/store/account/orders/${order.id}/invoice`, {
        headers: shopper.headers,
        responseType: "arraybuffer",
      })
      const number = await numberOf(order.id)
      expect(number).toBeGreaterThan(0)
      expect(response.headers["content-disposition"]).toBe(`attachment; filename="facture-${number}.pdf"`)
      const text = pdfText(Buffer.from(response.data))
      expect(text).toContain(`Facture n° ${number}`)
      expect(text).toContain(`Commande n° ${order.display_id}`)
    })
  },
})
