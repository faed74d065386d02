import { createRequire } from "node:module"
import path from "node:path"
import { ContainerRegistrationKeys, generateJwtToken, Modules, OrderWorkflowEvents, PaymentEvents } from "@medusajs/framework/utils"
import { TestEventUtils } from "@medusajs/test-utils"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { integrationTestRunner } from "../test-runner"
import { BANK_DEPOSIT_PROVIDER } from "../../src/modules/offline-payment"
import { createStockedProduct, setUpCheckout, type Shopper } from "../checkout"
import { BACKEND_DIR } from "../helpers"

// The app's own copies (loaded through Node's require, like Medusa loads them), not Vite's.
const backendRequire = createRequire(__filename)
const fromBackend = (file: string) => backendRequire(path.join(BACKEND_DIR, file))
const waitForSearchIndex = () => fromBackend("src/lib/search/sync-queue.ts").catalogueSyncQueue.drain()

const NOT_BUYER = "You Must have commanded this product before giving review on it"
const DUPLICATE = "You have already given your review on this product"
const INCOMPLETE = "Please leave a review and select the rating"
const AWAITING_PAYMENT = "You can review this product once your order is paid"

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let store: (locale?: string) => { headers: Record<string, string> }
    let alice: Shopper
    let bruno: Shopper
    let carol: Shopper
    // Dora's order waits for her bank deposit; Eve paid two orders of the product.
    let dora: Shopper
    let eve: Shopper
    const orderOf: Record<string, string> = {}
    let eveOrders: string[]
    let productId: string
    let otherProductId: string
    let productHandle: string
    let admin: { headers: Record<string, string> }
    let newShopper: (email: string) => Promise<Shopper>
    let paymentsOf: (orderId: string) => Promise<{ id: string; amount: number }[]>
    /** Staff mark the order's payment received (the Admin's Capture). */
    let markPaid: (orderId: string) => Promise<void>

    // One set of orders for the whole file: the runner restores the database before each test.
    beforeAll(async () => {
      const container = getContainer()
      const checkout = await setUpCheckout(container, api)
      store = checkout.store
      newShopper = (email) => checkout.shopper(email)
      const bought = await createStockedProduct(container, { title: "Baume avis vérifiés", price: 8000, stock: 20 })
      const other = await createStockedProduct(container, { title: "Lait avis vérifiés", price: 6000, stock: 20 })
      productId = bought.productId
      otherProductId = other.productId
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      productHandle = (await query.graph({ entity: "product", fields: ["handle"], filters: { id: productId } })).data[0].handle
      alice = await checkout.shopper("alice.avis@example.cm")
      bruno = await checkout.shopper("bruno.avis@example.cm")
      carol = await checkout.shopper("carol.avis@example.cm")
      dora = await checkout.shopper("dora.avis@example.cm")
      eve = await checkout.shopper("eve.avis@example.cm")

      const [user] = await container.resolve(Modules.USER).createUsers([{ email: "staff.avis@dreamshade.cm" }])
      const { projectConfig } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
      const token = generateJwtToken(
        { actor_id: user!.id, actor_type: "user", auth_identity_id: "", app_metadata: { user_id: user!.id } },
        { secret: projectConfig.http.jwtSecret!, expiresIn: "1h" }
      )
      admin = { headers: { authorization: `Bearer ${token}` } }
      paymentsOf = async (orderId) => {
        const { data } = await query.graph({ entity: "order", fields: ["payment_collections.payments.id", "payment_collections.payments.amount"], filters: { id: orderId } })
        return data[0].payment_collections.flatMap((collection: any) => collection.payments.map((p: any) => ({ id: p.id, amount: Number(p.amount) })))
      }
      markPaid = async (orderId) => {
        for (const payment of await paymentsOf(orderId)) await api.post(`/admin/payments/${payment.id}/capture`, {}, admin)
      }

      // Bank deposits: saved unpaid, until staff mark them paid.
      const order = async (shopper: Shopper, variantId: string) =>
        (await checkout.placeOrder(shopper, { providerId: BANK_DEPOSIT_PROVIDER, items: [{ variant_id: variantId, quantity: 1 }] })).id
      orderOf.alice = await order(alice, bought.variantId)
      orderOf.bruno = await order(bruno, bought.variantId)
      orderOf.brunoOther = await order(bruno, other.variantId)
      orderOf.dora = await order(dora, bought.variantId)
      eveOrders = [await order(eve, bought.variantId), await order(eve, bought.variantId)]
      for (const paid of [orderOf.alice, orderOf.bruno, orderOf.brunoOther, ...eveOrders]) await markPaid(paid)
      // Carol paid for it, then her order was cancelled: that is no purchase.
      const cancelled = await order(carol, bought.variantId)
      await markPaid(cancelled)
      await cancelOrderWorkflow(container).run({ input: { order_id: cancelled } })
      await waitForSearchIndex()
    })

    // A sync still running when the runner restores the database would lose its connection.
    afterEach(() => waitForSearchIndex())

    const answer = (request: Promise<any>) => request.catch((error: any) => error.response)
    const review = (shopper: Shopper, body: Record<string, unknown>) =>
      answer(api.post("/store/reviews", body, { headers: shopper.headers }))
    const list = async (product = productId, params = "") =>
      (await api.get(`/store/reviews?product_id=${product}${params}`, store())).data
    const eligibility = async (shopper: Shopper, product = productId) =>
      (await api.get(`/store/reviews/eligibility?product_id=${product}`, { headers: shopper.headers })).data
    const search = async (params: string) => {
      await waitForSearchIndex()
      return (await api.get(`/storefront/catalogue/search?${params}&limit=50`, store())).data
    }

    describe("POST /store/reviews", () => {
      it("counts a customer's submissions: past 20 an hour, a clear 429 with Retry-After", async () => {
        const eager = await newShopper(`eager-${Date.now()}@example.cm`)
        const body = { product_id: productId, rating: 5, comment: "Super" }
        const answers = []
        for (let attempt = 0; attempt < 21; attempt++) answers.push(await review(eager, body))
        expect(answers.slice(0, 20).map((response) => response.status)).not.toContain(429)
        expect(answers[20].status).toBe(429)
        expect(answers[20].data).toMatchObject({ code: "review_too_many", message: "Too many reviews sent. Please try again later." })
        expect(answers[20].headers["retry-after"]).toMatch(/^\d+$/)
        // Another customer is not affected.
        expect((await review(bruno, { product_id: otherProductId, rating: 4, comment: "Bien" })).status).toBe(201)
      })

      it("refuses a customer who never ordered the product, or whose order was cancelled", async () => {
        const stranger = await review(alice, { product_id: otherProductId, rating: 5, comment: "Jamais acheté" })
        expect(stranger.status).toBe(403)
        // Thrown in the plugin's workflow step, answered by the shop's error handler in the one shape.
        expect(stranger.data).toEqual({ code: "review_not_buyer", type: "forbidden", message: NOT_BUYER })
        const cancelled = await review(carol, { product_id: productId, rating: 5, comment: "Commande annulée" })
        expect(cancelled.data).toMatchObject({ code: "review_not_buyer", message: NOT_BUYER })
        expect(await eligibility(carol)).toEqual({ eligible: false, reason: "not_buyer" })
        expect((await list()).count).toBe(0)
      })

      it("accepts a buyer's review once, shows it with the first name and initial only, and updates the rating", async () => {
        expect(await eligibility(alice)).toEqual({ eligible: true, reason: null })
        const created = await review(alice, { product_id: productId, rating: 4, comment: "  Très doux, je recommande.  " })
        expect(created.status).toBe(201)
        expect(created.data.review).toMatchObject({ author: "Awa N.", rating: 4, comment: "Très doux, je recommande.", verified_purchase: true })
        expect(Object.keys(created.data.review).sort()).toEqual(
          ["answer", "answered_at", "author", "comment", "created_at", "id", "rating", "verified_purchase"].sort()
        )

        const second = await review(alice, { product_id: productId, rating: 1, comment: "Encore moi" })
        expect(second.status).toBe(409)
        expect(second.data).toMatchObject({ code: "review_duplicate", message: DUPLICATE })
        expect(await eligibility(alice)).toEqual({ eligible: false, reason: "already_reviewed" })

        const page = await list()
        expect(page.count).toBe(1)
        expect(page.summary).toEqual({ average: 4, count: 1, distribution: { "1": 0, "2": 0, "3": 0, "4": 1, "5": 0 } })
        expect(JSON.stringify(page)).not.toContain("alice.avis@example.cm")
        expect(JSON.stringify(page)).not.toContain(alice.customerId)

        const productPage = await api.get(`/store/catalogue/products/${productHandle}`, store())
        expect(productPage.data.product.rating).toEqual({ average: 4, count: 1 })
      })

      it("keeps one review when the same customer sends two at once", async () => {
        const answers = await Promise.all([
          review(bruno, { product_id: productId, rating: 5, comment: "Premier envoi" }),
          review(bruno, { product_id: productId, rating: 3, comment: "Second envoi" }),
        ])
        expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
        expect(answers.find((a) => a.status === 409)!.data.message).toBe(DUPLICATE)
        const page = await list()
        expect(page.count).toBe(1)
        expect(page.summary.count).toBe(1)
      })

      it("refuses a review without a rating or a comment, with the spec's message", async () => {
        for (const body of [
          { product_id: productId, comment: "Sans note" },
          { product_id: productId, rating: 4 },
          { product_id: productId, rating: 4, comment: "   " },
          { product_id: productId, rating: 0, comment: "Note hors bornes" },
          { product_id: productId, rating: 6, comment: "Note hors bornes" },
        ]) {
          const refused = await review(alice, body)
          expect(refused.status).toBe(400)
          expect(refused.data).toMatchObject({ code: "review_incomplete", message: INCOMPLETE })
        }
        const tooLong = await review(alice, { product_id: productId, rating: 4, comment: "a".repeat(2001) })
        expect(tooLong.data.code).toBe("review_too_long")
        const unknown = await review(alice, { product_id: "prod_nothing", rating: 4, comment: "Quel produit ?" })
        expect(unknown.status).toBe(404)
        expect(unknown.data).toMatchObject({ code: "review_product_not_found", message: "Product not found" })
        expect((await list()).count).toBe(0)
      })

      it("refuses an anonymous visitor", async () => {
        const anonymous = await answer(api.post("/store/reviews", { product_id: productId, rating: 5, comment: "Anonyme" }, store()))
        expect(anonymous.status).toBe(401)
      })

      it("stores markup as typed and returns it as plain text", async () => {
        const comment = `<script>alert("x")</script> <img src=x onerror="alert(1)"> & "bon"`
        const created = await review(alice, { product_id: productId, rating: 5, comment })
        expect(created.status).toBe(201)
        const [shown] = (await list()).reviews
        expect(shown.comment).toBe(comment)
        const response = await api.get(`/store/reviews?product_id=${productId}`, store())
        expect(response.headers["content-type"]).toMatch(/^application\/json/)
        const [staffView] = (await api.get(`/admin/reviews?product_id=${productId}`, admin)).data.reviews
        expect(staffView.comment).toBe(comment)
      })

      it("never lets a customer write as another one", async () => {
        // Carol names Alice as the author of a review of a product Alice bought: the token decides.
        const impersonation = await review(carol, {
          product_id: productId,
          customer_id: alice.customerId,
          rating: 1,
          comment: "Au nom d'Alice",
        })
        expect(impersonation.data.code).toBe("review_not_buyer")
        expect(await eligibility(alice)).toEqual({ eligible: true, reason: null })
        // Bruno's review is his, whatever the body says.
        const own = await review(bruno, { product_id: productId, customer_id: alice.customerId, rating: 2, comment: "Le mien" })
        expect(own.data.review.author).toBe("Awa N.")
        const { reviews } = (await api.get(`/admin/reviews?product_id=${productId}`, admin)).data
        expect(reviews.map((row: any) => row.customer_id)).toEqual([bruno.customerId])
        // Staff routes are for staff only.
        const hide = await answer(api.post(`/admin/reviews/${own.data.review.id}`, { status: "hidden" }, { headers: alice.headers }))
        expect(hide.status).toBe(401)
      })
    })

    describe("Verified purchases", () => {
      const staffReviews = async () => (await api.get(`/admin/reviews?product_id=${productId}`, admin)).data.reviews as any[]
      /** Resolves once every subscriber of the event has run `times` times (Medusa's own test helper). */
      const subscribersOf = (event: string, times = 1) =>
        TestEventUtils.waitSubscribersExecution(event, getContainer().resolve(Modules.EVENT_BUS), { triggerCount: times, timeout: 30_000 })

      it("refuses a customer whose order is not paid yet with its own code, then accepts once staff mark it paid", async () => {
        // Another customer's paid order of the same product never counts for Dora, whatever her body says.
        const unpaid = await review(dora, { product_id: productId, customer_id: alice.customerId, rating: 5, comment: "Pas encore payé" })
        expect(unpaid.status).toBe(403)
        expect(unpaid.data).toMatchObject({ code: "review_awaiting_payment", message: AWAITING_PAYMENT })
        expect(await eligibility(dora)).toEqual({ eligible: false, reason: "awaiting_payment" })
        expect(await eligibility(dora, otherProductId)).toEqual({ eligible: false, reason: "not_buyer" })
        expect((await list()).count).toBe(0)

        await markPaid(orderOf.dora)
        expect(await eligibility(dora)).toEqual({ eligible: true, reason: null })
        const accepted = await review(dora, { product_id: productId, rating: 5, comment: "Payé, reçu, adopté" })
        expect(accepted.status).toBe(201)
        expect(accepted.data.review.verified_purchase).toBe(true)
        expect((await list()).reviews.map((shown: any) => shown.id)).toEqual([accepted.data.review.id])
      })

      it("takes a review out of the shop and its rating when its order is cancelled, and only that customer's", async () => {
        const byAlice = (await review(alice, { product_id: productId, rating: 1, comment: "Je vais annuler" })).data.review
        const byBruno = (await review(bruno, { product_id: productId, rating: 5, comment: "Je garde" })).data.review
        expect((await list()).summary).toMatchObject({ average: 3, count: 2 })

        // The cancellation's subscribers have run before anything is read.
        const settled = subscribersOf(OrderWorkflowEvents.CANCELED)
        await api.post(`/admin/orders/${orderOf.alice}/cancel`, {}, admin)
        await settled
        expect((await list()).reviews.map((shown: any) => shown.id)).toEqual([byBruno.id])
        expect((await list()).summary).toMatchObject({ average: 5, count: 1 })
        await waitForSearchIndex()
        const productPage = await api.get(`/store/catalogue/products/${productHandle}`, store())
        expect(productPage.data.product.rating).toEqual({ average: 5, count: 1 })
        // Staff still see it, marked; Alice cannot send another.
        const rows = await staffReviews()
        expect(rows.find((row) => row.id === byAlice.id)).toMatchObject({ status: "visible", verified_purchase: false })
        expect(rows.find((row) => row.id === byBruno.id)).toMatchObject({ verified_purchase: true })
        expect(await eligibility(alice)).toEqual({ eligible: false, reason: "already_reviewed" })
      })

      it("counts an order whose parcel staff prepared, until that fulfilment is cancelled", async () => {
        expect(await eligibility(dora)).toEqual({ eligible: false, reason: "awaiting_payment" })
        const orderFields = async (fields: string[]) =>
          (await getContainer().resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields, filters: { id: orderOf.dora } })).data[0] as any
        const { items } = await orderFields(["items.id"])
        await api.post(`/admin/orders/${orderOf.dora}/fulfillments`, { items: [{ id: items[0].id, quantity: 1 }] }, admin)
        expect(await eligibility(dora)).toEqual({ eligible: true, reason: null })
        const byDora = (await review(dora, { product_id: productId, rating: 3, comment: "Colis préparé" })).data.review
        expect((await list()).reviews.map((shown: any) => shown.id)).toEqual([byDora.id])

        const { fulfillments } = await orderFields(["fulfillments.id"])
        const settled = subscribersOf(OrderWorkflowEvents.FULFILLMENT_CANCELED)
        await api.post(`/admin/orders/${orderOf.dora}/fulfillments/${fulfillments[0].id}/cancel`, {}, admin)
        await settled
        expect((await list()).count).toBe(0)
        expect((await list()).summary.count).toBe(0)
      })

      it("takes a review out of the shop when its order is refunded, unless another paid order of the product stands", async () => {
        const byBruno = (await review(bruno, { product_id: productId, rating: 2, comment: "Remboursé" })).data.review
        const byEve = (await review(eve, { product_id: productId, rating: 4, comment: "J'en ai acheté deux" })).data.review
        const refund = async (orderId: string) => {
          const [payment] = await paymentsOf(orderId)
          await api.post(`/admin/payments/${payment.id}/refund`, { amount: payment.amount }, admin)
        }
        // Both refunds' subscribers have run before anything is read.
        const refunded = subscribersOf(PaymentEvents.REFUNDED, 2)
        await refund(orderOf.bruno)
        await refund(eveOrders[0])
        await refunded
        expect((await list()).reviews.map((shown: any) => shown.id)).toEqual([byEve.id])
        expect((await list()).summary).toMatchObject({ average: 4, count: 1 })
        const rows = await staffReviews()
        expect(rows.find((row) => row.id === byBruno.id)?.verified_purchase).toBe(false)
        expect(rows.find((row) => row.id === byEve.id)?.verified_purchase).toBe(true)
      })
    })

    describe("POST /admin/reviews/:id", () => {
      it("hiding and restoring a review changes the average, the rating facet and filter", async () => {
        const byAlice = (await review(alice, { product_id: productId, rating: 5, comment: "Parfait" })).data.review
        await review(bruno, { product_id: productId, rating: 2, comment: "Bof" })
        expect((await list()).summary.average).toBe(3.5)
        let found = await search("rating=3")
        expect(found.products.map((p: any) => p.id)).toContain(productId)
        expect(found.products.find((p: any) => p.id === productId).rating).toEqual({ average: 3.5, count: 2 })

        const hidden = await api.post(`/admin/reviews/${byAlice.id}`, { status: "hidden" }, admin)
        expect(hidden.data.review.status).toBe("hidden")
        const page = await list()
        expect(page.summary).toMatchObject({ average: 2, count: 1 })
        expect(page.reviews.map((r: any) => r.id)).not.toContain(byAlice.id)
        found = await search("rating=3")
        expect(found.products.map((p: any) => p.id)).not.toContain(productId)
        expect(found.facets.rating.find((f: any) => f.value === 2).count).toBeGreaterThanOrEqual(1)
        const topRated = await search("sort=top_rated")
        expect(topRated.products[0].id).toBe(productId)

        await api.post(`/admin/reviews/${byAlice.id}`, { status: "visible" }, admin)
        expect((await list()).summary.average).toBe(3.5)
        found = await search("rating=3")
        expect(found.products.map((p: any) => p.id)).toContain(productId)
      })

      it("publishes a staff answer, lists and searches reviews for staff", async () => {
        // The storefront keeps product pages, reviews included, per catalogue version: a review
        // written or answered (the rating unchanged) must change it. A read is reused for 250 ms.
        const catalogueVersion = async () => {
          await new Promise((resolve) => setTimeout(resolve, 300))
          return (await api.get("/storefront/catalogue/version")).data.version as string
        }
        const before = await catalogueVersion()
        const byAlice = (await review(alice, { product_id: productId, rating: 4, comment: "Texture agréable" })).data.review
        const reviewed = await catalogueVersion()
        expect(reviewed).not.toBe(before)
        await review(bruno, { product_id: otherProductId, rating: 3, comment: "Parfum discret" })
        const unanswered = await catalogueVersion()
        const answered = await api.post(`/admin/reviews/${byAlice.id}`, { answer: "Merci Awa !" }, admin)
        expect(answered.data.review.answer).toBe("Merci Awa !")
        expect(await catalogueVersion()).not.toBe(unanswered)
        const [shown] = (await list()).reviews
        expect(shown).toMatchObject({ answer: "Merci Awa !", answered_at: expect.any(String) })

        const searched = (await api.get("/admin/reviews?q=Parfum", admin)).data
        expect(searched.reviews.map((r: any) => r.comment)).toEqual(["Parfum discret"])
        expect(searched.reviews[0].product.title).toBe("Lait avis vérifiés")
        const all = (await api.get("/admin/reviews", admin)).data
        expect(all.count).toBe(2)
        const missing = await answer(api.post("/admin/reviews/rev_nothing", { status: "hidden" }, admin))
        expect(missing.status).toBe(404)
      })
    })
  },
})
