import { ContainerRegistrationKeys, generateJwtToken, Modules } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../test-runner"
import { BACKEND_DIR, seedCatalogue, storeHeaders } from "../helpers"
import { BANK_DEPOSIT_PROVIDER, CASH_AT_SHOP_PROVIDER } from "../../src/modules/offline-payment"
import { createShopper, type Shopper } from "../checkout"
import { latestEmail } from "../outbox"
import { pdfText } from "../pdf-text"

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let store: Awaited<ReturnType<typeof storeHeaders>>
    let admin: { headers: Record<string, string> }
    let regionIds: Record<string, string>
    let variantId: string
    let alice: Shopper
    let bruno: Shopper
    const emitted: { name: string; data: any }[] = []

    beforeAll(async () => {
      const container = getContainer()
      await seedCatalogue(container)
      store = await storeHeaders(api)
      const { data } = await api.get("/store/regions?fields=id,name", store())
      regionIds = Object.fromEntries(data.regions.map((region: { id: string; name: string }) => [region.name, region.id]))
      // Any product with stock to spare: the seed also holds sold-out and low-stock ones.
      const products = await api.get("/store/products?limit=50&fields=variants.id,variants.inventory_quantity", store())
      const variants = products.data.products.flatMap((product: any) => product.variants)
      variantId = variants.find((variant: any) => variant.inventory_quantity >= 20).id
      container.resolve(Modules.EVENT_BUS).subscribe("order.shipping_quote_set", async (event: any) => {
        emitted.push({ name: event.name, data: event.data })
      })
      alice = await createShopper(api, store, "alice.quote@example.cm")
      bruno = await createShopper(api, store, "bruno.quote@example.cm")
    })

    beforeEach(async () => {
      // A staff member, signed in with a token as the admin would be.
      const container = getContainer()
      const [user] = await container.resolve(Modules.USER).createUsers([{ email: `staff-${Date.now()}@dreamshade.cm` }])
      const { projectConfig } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
      const token = generateJwtToken(
        { actor_id: user!.id, actor_type: "user", auth_identity_id: "", app_metadata: { user_id: user!.id } },
        { secret: projectConfig.http.jwtSecret!, expiresIn: "1h" }
      )
      admin = { headers: { authorization: `Bearer ${token}` } }
      emitted.length = 0
    })

    /**
     * A placed order shipped to `city, country` with the option of code `code`, paid at checkout
     * with `provider` (bank deposit unless told), by `shopper` or an anonymous visitor.
     */
    async function placeOrder(city: string, country_code: string, code: string, options: { shopper?: Shopper; provider?: string } = {}) {
      const region = country_code === "cm" ? "Cameroon" : "International"
      const headers = options.shopper ? { headers: options.shopper.headers } : store()
      const { data } = await api.post(
        "/store/carts",
        {
          region_id: regionIds[region],
          email: options.shopper?.email ?? "awa@example.cm",
          items: [{ variant_id: variantId, quantity: 1 }],
          shipping_address: { first_name: "Awa", last_name: "Ngono", address_1: "1 rue", city, country_code },
        },
        headers
      )
      const cartId = data.cart.id
      const shippingOptions = (await api.get(`/store/shipping-options?cart_id=${cartId}`, headers)).data.shipping_options
      const option = shippingOptions.find((candidate: any) => candidate.data.id === code)
      await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: option.id }, headers)
      const collection = (await api.post("/store/payment-collections", { cart_id: cartId }, headers)).data.payment_collection
      await api.post(
        `/store/payment-collections/${collection.id}/payment-sessions`,
        { provider_id: options.provider ?? BANK_DEPOSIT_PROVIDER },
        headers
      )
      const completed = (await api.post(`/store/carts/${cartId}/complete`, {}, headers)).data
      expect(completed.type).toBe("order")
      return completed.order.id as string
    }

    const ADMIN_ORDER_FIELDS = [
      "id",
      "total",
      "shipping_total",
      "summary",
      "metadata",
      "payment_status",
      "shipping_methods.id",
      "shipping_methods.amount",
      "payment_collections.id",
      "payment_collections.status",
      "payment_collections.amount",
      "payment_collections.payments.id",
      "payment_collections.payments.provider_id",
      "payment_collections.payments.captured_at",
    ].join(",")

    /** The order as staff see it in the Admin API. */
    const adminOrder = async (orderId: string) =>
      (await api.get(`/admin/orders/${orderId}?fields=${ADMIN_ORDER_FIELDS}`, admin)).data.order

    /** Staff mark every uncaptured payment of the order received (the Admin's "Capture"). */
    async function captureAll(orderId: string) {
      const order = await adminOrder(orderId)
      const uncaptured = order.payment_collections
        .flatMap((collection: any) => collection.payments ?? [])
        .filter((payment: any) => !payment.captured_at)
      for (const payment of uncaptured) await api.post(`/admin/payments/${payment.id}/capture`, {}, admin)
      return uncaptured.length as number
    }

    /** An international order whose checkout payment staff have received. */
    async function paidInternationalOrder(options: { shopper?: Shopper; provider?: string } = {}) {
      const orderId = await placeOrder("Paris", "fr", "international", options)
      expect(await captureAll(orderId)).toBe(1)
      return orderId
    }

    const quote = (orderId: string, body: unknown) =>
      api.post(`/admin/orders/${orderId}/shipping-quote`, body, admin).catch((e: any) => e.response)

    describe("POST /admin/orders/:id/shipping-quote", () => {
      it("adds the courier's quote to a paid international order, opens its payment and announces it", async () => {
        const orderId = await paidInternationalOrder()
        const before = await adminOrder(orderId)
        expect(before.summary.pending_difference).toBe(0)

        const response = await quote(orderId, { amount: 15000 })
        expect(response.status).toBe(200)
        expect(response.data.order.shipping_quote).toMatchObject({
          amount: 15000,
          currency_code: "xaf",
          quoted_by: expect.stringMatching(/^user_/),
          payment_collection_id: expect.any(String),
        })

        // The order itself changed: a second shipping method of the courier at the quoted amount,
        // a total 15,000 higher, and 15,000 outstanding in a payment collection of its own.
        const order = await adminOrder(orderId)
        expect(order.metadata.shipping_quote.amount).toBe(15000)
        expect(order.total).toBe(before.total + 15000)
        expect(order.shipping_total).toBe(15000)
        expect(order.shipping_methods.map((method: any) => method.amount).sort()).toEqual([0, 15000])
        expect(order.summary.pending_difference).toBe(15000)
        expect(order.payment_collections).toHaveLength(2)
        const opened = order.payment_collections.find(
          (collection: any) => collection.id === order.metadata.shipping_quote.payment_collection_id
        )
        expect(opened).toMatchObject({ status: "not_paid", amount: 15000 })

        await vi.waitFor(() => expect(emitted).toEqual([
          { name: "order.shipping_quote_set", data: { id: orderId, amount: 15000, currency_code: "xaf" } },
        ]))

        // The shopper is told by e-mail, with the amount and the way to the order's page to pay it.
        const email = await vi.waitFor(() => latestEmail("awa@example.cm", "shipping-quote"), { timeout: 15_000 })
        expect(email.subject).toMatch(/^Devis de livraison pour la commande n° \d+$/)
        expect(email.text).toContain("coûte 15\u202F000\u00A0FCFA")
        expect(email.text).toContain("Réglez-la depuis la page de votre commande")
        expect(email.links).toEqual([expect.stringContaining(`/dashboard/orders/${orderId}`)])
      })

      it("refuses an order whose checkout payment is not received yet, and leaves it untouched", async () => {
        const orderId = await placeOrder("Paris", "fr", "international")
        const before = await adminOrder(orderId)
        const response = await quote(orderId, { amount: 15000 })
        expect(response.status).toBe(400)
        expect(response.data).toMatchObject({ type: "invalid_data", code: "shipping_quote_order_unpaid" })
        const order = await adminOrder(orderId)
        expect(order.metadata?.shipping_quote).toBeUndefined()
        expect(order.total).toBe(before.total)
        expect(order.shipping_methods).toHaveLength(1)
        expect(order.payment_collections).toHaveLength(1)
        expect(order.payment_collections[0].status).toBe("authorized")
        expect(emitted).toEqual([])
      })

      it("sets a quote once: a second one is refused, and two at once make one", async () => {
        const orderId = await paidInternationalOrder()
        const total = (await adminOrder(orderId)).total
        const answers = await Promise.all([quote(orderId, { amount: 15000 }), quote(orderId, { amount: 18000 })])
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
        expect(answers.find((answer) => answer.status === 400).data.code).toBe("shipping_quote_already_set")
        const kept = answers.find((answer) => answer.status === 200).data.order.shipping_quote.amount

        const again = await quote(orderId, { amount: 12000 })
        expect(again.status).toBe(400)
        expect(again.data.code).toBe("shipping_quote_already_set")

        const order = await adminOrder(orderId)
        expect(order.total).toBe(total + kept)
        expect(order.shipping_methods).toHaveLength(2)
        expect(order.payment_collections).toHaveLength(2)
        expect(order.summary.pending_difference).toBe(kept)
      })

      it("refuses an order delivered in Cameroon, and leaves it untouched", async () => {
        const orderId = await placeOrder("Douala", "cm", "douala")
        const response = await quote(orderId, { amount: 15000 })
        expect(response.status).toBe(400)
        expect(response.data).toMatchObject({ type: "invalid_data", code: "shipping_quote_not_international" })
        const order = (await api.get(`/admin/orders/${orderId}?fields=metadata`, admin)).data.order
        expect(order.metadata?.shipping_quote).toBeUndefined()
        expect(emitted).toEqual([])
      })

      it("refuses an amount that is not a positive whole number of XAF", async () => {
        const orderId = await placeOrder("Lyon", "fr", "international")
        for (const amount of [0, -500, 1500.5, "15000"]) {
          const response = await quote(orderId, { amount })
          expect(response.status).toBe(400)
          expect(response.data.type).toBe("invalid_data")
        }
      })

      it("is for staff only", async () => {
        const response = await api.post("/admin/orders/order_x/shipping-quote", { amount: 1000 }).catch((e: any) => e.response)
        expect(response.status).toBe(401)
      })
    })

    describe("POST /store/account/orders/:id/shipping-quote/payment", () => {
      const as = (shopper: Shopper) => ({ headers: shopper.headers })
      const detail = (shopper: Shopper, orderId: string) =>
        api.get(`/store/account/orders/${orderId}`, as(shopper)).catch((e: any) => e.response)
      const pay = (shopper: Shopper, orderId: string, body: unknown) =>
        api.post(`/store/account/orders/${orderId}/shipping-quote/payment`, body, as(shopper)).catch((e: any) => e.response)
      const quotePayments = async (orderId: string) => {
        const order = await adminOrder(orderId)
        const collection = order.payment_collections.find(
          (candidate: any) => candidate.id === order.metadata.shipping_quote.payment_collection_id
        )
        return collection.payments ?? []
      }

      it("lets the shopper pay the quote by bank deposit; staff capture it; the order's own payment stays the checkout's", async () => {
        // Paid in cash at the shop at checkout, received by staff, then quoted 15,000.
        const orderId = await paidInternationalOrder({ shopper: alice, provider: CASH_AT_SHOP_PROVIDER })
        const placed = (await detail(alice, orderId)).data.order
        expect(placed.shipping_quote).toBeNull()
        expect((await quote(orderId, { amount: 15000 })).status).toBe(200)

        const toPay = (await detail(alice, orderId)).data.order
        expect(toPay).toMatchObject({
          total: placed.total + 15000,
          delivery_fee: 15000,
          status: "validated",
          payment: { mode: "cash_at_shop", state: "paid" },
          payment_instructions: null,
          shipping_quote: { amount: 15000, currency_code: "xaf", state: "to_pay", mode: null, payment_instructions: null },
        })
        const bank = toPay.shipping_quote.payment_modes.find((mode: any) => mode.code === "bank_deposit")
        expect(bank).toMatchObject({ available: true, provider_id: BANK_DEPOSIT_PROVIDER })
        expect(toPay.shipping_quote.payment_modes.find((mode: any) => mode.code === "mtn_momo").available).toBe(false)

        // Only the order's customer, only with a mode this order can take.
        expect((await pay(bruno, orderId, { provider_id: BANK_DEPOSIT_PROVIDER })).status).toBe(404)
        expect((await detail(bruno, orderId)).status).toBe(404)
        const unknown = await pay(alice, orderId, { provider_id: "pp_stripe_stripe" })
        expect(unknown.status).toBe(400)
        expect(unknown.data.code).toBe("payment_mode_not_available")
        expect((await pay(alice, orderId, {})).status).toBe(400)

        // Bank deposit: recorded, awaiting the money, with the bank's details.
        const chosen = await pay(alice, orderId, { provider_id: BANK_DEPOSIT_PROVIDER })
        expect(chosen.status).toBe(200)
        expect(chosen.data.shipping_quote).toMatchObject({
          amount: 15000,
          state: "pending",
          mode: "bank_deposit",
          payment_modes: [],
          payment_instructions: { kind: "bank_deposit", bank: expect.objectContaining({ account_number: expect.any(String) }) },
        })
        // Asking again makes no second payment; another mode is refused while this one is awaited.
        expect((await pay(alice, orderId, { provider_id: BANK_DEPOSIT_PROVIDER })).data.shipping_quote.state).toBe("pending")
        const other = await pay(alice, orderId, { provider_id: CASH_AT_SHOP_PROVIDER })
        expect(other.status).toBe(400)
        expect(other.data.code).toBe("shipping_quote_payment_chosen")
        expect(await quotePayments(orderId)).toHaveLength(1)

        const pending = (await detail(alice, orderId)).data.order
        expect(pending.shipping_quote).toMatchObject({ state: "pending", mode: "bank_deposit" })
        expect(pending).toMatchObject({ status: "validated", payment_mode: "cash_at_shop", payment: { mode: "cash_at_shop", state: "paid" } })
        const rows = (await api.get("/store/account/payments", as(alice))).data.payments
        expect(rows.map((row: any) => [row.purpose, row.mode, row.amount, row.state])).toEqual([
          ["order", "cash_at_shop", placed.total, "paid"],
          ["shipping_quote", "bank_deposit", 15000, "pending"],
        ])

        // Staff mark the quote's payment received with the Admin's capture.
        expect(await captureAll(orderId)).toBe(1)
        const paid = (await detail(alice, orderId)).data.order
        expect(paid).toMatchObject({
          status: "validated",
          payment_mode: "cash_at_shop",
          payment: { mode: "cash_at_shop", state: "paid" },
          shipping_quote: { state: "paid", mode: "bank_deposit", payment_instructions: null, payment_modes: [] },
        })
        expect((await adminOrder(orderId)).summary.pending_difference).toBe(0)
        const again = await pay(alice, orderId, { provider_id: BANK_DEPOSIT_PROVIDER })
        expect(again.status).toBe(400)
        expect(again.data.code).toBe("shipping_quote_already_paid")

        // The invoice's delivery fee and total include the quote.
        const invoice = await api.get(`/store/account/orders/${orderId}/invoice`, { ...as(alice), responseType: "arraybuffer" })
        const text = pdfText(Buffer.from(invoice.data))
        expect(text).toContain("15\u00A0000\u00A0FCFA")
        expect(text).toContain(`${(placed.total + 15000).toLocaleString("fr-FR").replace(/\s/g, "\u00A0")}\u00A0FCFA`)
      })

      it("makes one payment when the shopper asks twice at once", async () => {
        const orderId = await paidInternationalOrder({ shopper: alice })
        expect((await quote(orderId, { amount: 9000 })).status).toBe(200)
        const answers = await Promise.all([
          pay(alice, orderId, { provider_id: CASH_AT_SHOP_PROVIDER }),
          pay(alice, orderId, { provider_id: CASH_AT_SHOP_PROVIDER }),
        ])
        expect(answers.map((answer) => answer.status)).toEqual([200, 200])
        expect(answers.map((answer) => answer.data.shipping_quote.state)).toEqual(["pending", "pending"])
        expect(answers[0].data.shipping_quote.payment_instructions.kind).toBe("cash_at_shop")
        expect(await quotePayments(orderId)).toHaveLength(1)
      })

      it("refuses an order with no quote to pay", async () => {
        const orderId = await placeOrder("Douala", "cm", "douala", { shopper: alice })
        const response = await pay(alice, orderId, { provider_id: BANK_DEPOSIT_PROVIDER })
        expect(response.status).toBe(400)
        expect(response.data).toMatchObject({ type: "invalid_data", code: "shipping_quote_not_set" })
        expect((await detail(alice, orderId)).data.order.shipping_quote).toBeNull()
      })
    })
  },
})
