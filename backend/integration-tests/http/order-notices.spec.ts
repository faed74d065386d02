import { cancelOrderWorkflow, capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../test-runner"
import { BANK_DEPOSIT_PROVIDER, CASH_AT_SHOP_PROVIDER } from "../../src/modules/offline-payment"
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
    })
  },
})
