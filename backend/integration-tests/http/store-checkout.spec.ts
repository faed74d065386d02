import { integrationTestRunner } from "../test-runner"
import { readShopDetails } from "../../src/lib/shop-details"
import { BANK_DEPOSIT_PROVIDER, CASH_AT_SHOP_PROVIDER } from "../../src/modules/offline-payment"
import { completeCart, createStockedProduct, setUpCheckout, type CartContents, type CheckoutSetUp, type Shopper } from "../checkout"
import { BACKEND_DIR } from "../helpers"
import { readOutbox, type OutboxEmail } from "../outbox"

/** The order-placed e-mail is sent by a subscriber after the response: wait for it, briefly. */
async function orderEmail(to: string, reference: number): Promise<OutboxEmail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = (await readOutbox()).find(
      (email) => email.to === to.toLowerCase() && email.template === "order-placed" && email.subject.includes(String(reference))
    )
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No order-placed e-mail for order ${reference} to ${to}`)
}

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let checkout: CheckoutSetUp
    let variantId: string

    // The seed's own Douala delivery, as the storefront offers it.
    beforeAll(async () => {
      checkout = await setUpCheckout(getContainer(), api, { delivery: "seeded" })
      variantId = (await createStockedProduct(getContainer(), { title: "Checkout cream", price: 12500, stock: 50 })).variantId
    })

    const cartFor = (shopper: Shopper, providerId: string, extra: Pick<CartContents, "promoCodes" | "metadata"> = {}) =>
      checkout.cart(shopper, { providerId, items: [{ variant_id: variantId, quantity: 2 }], ...extra })

    describe("POST /store/carts/:id/promotions", () => {
      let shopper: Shopper
      beforeAll(async () => {
        shopper = await checkout.shopper(`promo-${Date.now()}@example.cm`)
      })

      it("applies the seeded BIENVENUE10: 10% off the items, on each line, delivery unchanged", async () => {
        const cartId = await cartFor(shopper, BANK_DEPOSIT_PROVIDER)
        const { data } = await api.post(
          `/store/carts/${cartId}/promotions?fields=total,discount_total,shipping_total,item_subtotal,*promotions,items.discount_total`,
          { promo_codes: ["BIENVENUE10"] },
          { headers: shopper.headers }
        )
        expect(data.cart.promotions.map((promotion: { code: string }) => promotion.code)).toEqual(["BIENVENUE10"])
        expect(data.cart.item_subtotal).toBe(25000)
        expect(data.cart.discount_total).toBe(2500)
        expect(data.cart.items[0].discount_total).toBe(2500)
        expect(data.cart.shipping_total).toBe(1000)
        expect(data.cart.total).toBe(25000 - 2500 + 1000)
      })

      it("refuses an unknown code with a 400 that names it, and leaves the cart as it was", async () => {
        const cartId = await cartFor(shopper, BANK_DEPOSIT_PROVIDER)
        const refused = await api
          .post(`/store/carts/${cartId}/promotions`, { promo_codes: ["NOPE2026"] }, { headers: shopper.headers })
          .catch((error: any) => error.response)
        expect(refused.status).toBe(400)
        expect(refused.data.message).toBe("The promotion code NOPE2026 is invalid")
        const { data } = await api.get(`/store/carts/${cartId}?fields=total,*promotions`, { headers: shopper.headers })
        expect(data.cart.promotions).toEqual([])
        expect(data.cart.total).toBe(26000)
      })
    })

    describe("POST /store/carts/:id/complete (offline payments)", () => {
      it("saves a bank-deposit order unpaid, once however often it is completed, and e-mails the bank details", async () => {
        const shopper = await checkout.shopper(`bank-${Date.now()}@example.cm`)
        const cartId = await cartFor(shopper, BANK_DEPOSIT_PROVIDER, { promoCodes: ["BIENVENUE10"], metadata: { notes: "Portail bleu" } })
        const [first, second] = await Promise.all([completeCart(api, shopper, cartId), completeCart(api, shopper, cartId)])
        const third = await completeCart(api, shopper, cartId)
        expect(first.status).toBe(200)
        expect(first.data.type).toBe("order")
        const orderId = first.data.order.id
        // A double click or a retry answers the same order: the cart is linked to it.
        for (const again of [second, third]) {
          expect(again.status).toBe(200)
          expect(again.data.order.id).toBe(orderId)
        }
        const { data: list } = await api.get("/store/account/orders", { headers: shopper.headers })
        expect(list.count).toBe(1)

        const { data } = await api.get(`/store/account/orders/${orderId}`, { headers: shopper.headers })
        expect(data.order).toMatchObject({
          status: "pending",
          delivery_fee: 1000,
          discount_total: 2500,
          total: 23500,
          notes: "Portail bleu",
          coupon_codes: ["BIENVENUE10"],
          payment: { mode: "bank_deposit", state: "pending", withdrawal_number: null },
        })
        const shop = readShopDetails()
        expect(data.order.payment_instructions).toEqual({ kind: "bank_deposit", bank: shop.bank, hold_working_days: shop.unpaid_hold_working_days })

        const email = await orderEmail(shopper.email, data.order.reference)
        expect(email.subject).toBe(`Votre commande n° ${data.order.reference}`)
        expect(email.text).toContain("Votre commande est enregistrée sans paiement (dépôt bancaire)")
        expect(email.text).toContain(shop.bank.account_number)
        expect(email.text).toContain("Remise : −2\u202F500\u00A0FCFA")
        expect(email.text).toContain("Livraison : 1\u202F000\u00A0FCFA")
        expect(email.links.some((link) => link.endsWith(`/dashboard/orders/${orderId}`))).toBe(true)
        const sent = (await readOutbox()).filter((mail) => mail.template === "order-placed" && mail.to === shopper.email)
        expect(sent).toHaveLength(1)
      })

      it("saves a cash-at-shop order unpaid and e-mails the shop's address and hours in the customer's language", async () => {
        const shopper = await checkout.shopper(`cash-${Date.now()}@example.cm`, "en")
        const cartId = await cartFor(shopper, CASH_AT_SHOP_PROVIDER)
        const response = await completeCart(api, shopper, cartId)
        expect(response.status).toBe(200)
        const { data } = await api.get(`/store/account/orders/${response.data.order.id}`, { headers: shopper.headers })
        expect(data.order).toMatchObject({ status: "pending", delivery_fee: 1000, total: 26000, payment: { mode: "cash_at_shop", state: "pending" } })
        expect(data.order.payment_instructions.kind).toBe("cash_at_shop")

        const email = await orderEmail(shopper.email, data.order.reference)
        expect(email.subject).toBe(`Your order no. ${data.order.reference}`)
        expect(email.text).toContain("Your order is saved without payment (cash at the shop)")
        expect(email.text).toContain(`Cash at the shop: ${readShopDetails().address.street}`)
        expect(email.text).toContain("Monday to Saturday, 09:00–18:00 (GMT+1)")
      })
    })
  },
})
