import crypto from "node:crypto"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  cancelOrderWorkflow,
  capturePaymentWorkflow,
  createOrderFulfillmentWorkflow,
  createOrderShipmentWorkflow,
  markOrderFulfillmentAsDeliveredWorkflow,
} from "@medusajs/medusa/core-flows"
import { integrationTestRunner } from "../test-runner"
import { sendMissedUpdates } from "../../../plugins/whatsapp/src/lib/missed-updates"
import { createGateways, WHATSAPP_DEV_CREDENTIALS } from "../../../tools/simulators/gateways/index"
import { startSimulators } from "../../../tools/simulators/server"
import { BANK_DEPOSIT_PROVIDER } from "../../src/modules/offline-payment"
import { createStockedProduct, setUpCheckout, type CheckoutSetUp, type Shopper } from "../checkout"
import { freePort } from "../free-port"
import { BACKEND_DIR } from "../helpers"
import { createStaff, staffLogin } from "../helpers/staff"
import { checkoutSessionOf, decideOnPhone, until } from "../mobile-money"
import { orderAfterWorkQueue } from "../shared-app"

const STOREFRONT = "http://localhost:3999"
const backendPort = await freePort()
// The simulator posts its status and incoming-message webhooks to this backend's /hooks/whatsapp.
const simulators = await startSimulators(createGateways({ MEDUSA_BACKEND_URL: `http://localhost:${backendPort}` }))
afterAll(() => simulators.close())
Object.assign(process.env, {
  PORT: String(backendPort),
  MEDUSA_BACKEND_URL: `http://localhost:${backendPort}`,
  WHATSAPP_BASE_URL: simulators.url,
  // MTN on the same simulators: a refused push is what "payment refused" tells.
  MTN_BASE_URL: simulators.url,
  STOREFRONT_URL: STOREFRONT,
})

type SimulatedMessage = { id: string; to: string; template: string; language: string; parameters: string[]; status: string }

const messages = async (to?: string): Promise<SimulatedMessage[]> => {
  const all = (await (await fetch(`${simulators.url}/control/whatsapp/messages`)).json()) as SimulatedMessage[]
  return to ? all.filter((message) => message.to === to) : all
}
const ofOrder = async (orderId: string, template?: string) =>
  (await messages()).filter((message) => message.parameters.some((text) => text.endsWith(`/dashboard/orders/${orderId}`)) && (!template || message.template === template))
const sign = (raw: string) => `sha256=${crypto.createHmac("sha256", WHATSAPP_DEV_CREDENTIALS.appSecret).update(raw).digest("hex")}`
const inThreeMinutes = () => new Date(Date.now() + 3 * 60_000)
let phoneSequence = 10_000_000 + Math.floor(Math.random() * 80_000_000)
const freshPhone = () => `2376${phoneSequence++}`

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let checkout: CheckoutSetUp
    let variantId: string
    let staff: { headers: Record<string, string> }

    beforeAll(async () => {
      checkout = await setUpCheckout(getContainer(), api)
      variantId = (await createStockedProduct(getContainer(), { title: "Beurre de cacao", price: 3500, stock: 50 })).variantId
      await createStaff(getContainer())
      const login = await staffLogin(api)
      staff = { headers: { authorization: `Bearer ${login.data.token}` } }
    })

    const preference = (shopper: Shopper | null, body?: unknown) =>
      (body === undefined
        ? api.get("/store/whatsapp/preference", { headers: shopper?.headers ?? checkout.store().headers })
        : api.post("/store/whatsapp/preference", body, { headers: shopper?.headers ?? checkout.store().headers })
      ).catch((error: any) => error.response)
    async function optedInShopper(name: string, locale: "fr" | "en" = "fr") {
      const shopper = await checkout.shopper(`${name}-${Date.now()}@example.cm`, locale)
      const phone = freshPhone()
      expect((await preference(shopper, { opted_in: true, phone })).status).toBe(200)
      return { shopper, phone }
    }
    const placeOrder = (shopper: Shopper) =>
      checkout.placeOrder(shopper, { providerId: BANK_DEPOSIT_PROVIDER, items: [{ variant_id: variantId, quantity: 1 }] })
    const statusRows = async (messageId: string) =>
      getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)("whatsapp_message_status").where({ message_id: messageId })
    const webhook = (raw: string, signature = sign(raw)) =>
      api
        .post("/hooks/whatsapp", raw, { headers: { "content-type": "application/json", "x-hub-signature-256": signature }, transformRequest: [(data: string) => data] })
        .catch((error: any) => error.response)
    const statusDelivery = (messageId: string, status: string) =>
      JSON.stringify({
        object: "whatsapp_business_account",
        entry: [
          {
            id: "waba",
            changes: [
              {
                field: "messages",
                value: {
                  messaging_product: "whatsapp",
                  metadata: { phone_number_id: WHATSAPP_DEV_CREDENTIALS.phoneNumberId },
                  statuses: [{ id: messageId, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: "237670000000" }],
                },
              },
            ],
          },
        ],
      })

    describe("POST /store/whatsapp/preference", () => {
      it("records the signed-in customer's opt-in with a normalized number, and refuses a bad one with its code", async () => {
        const shopper = await checkout.shopper(`pref-${Date.now()}@example.cm`)
        expect((await preference(shopper)).data.whatsapp).toEqual({ opted_in: false, phone: null })
        const bad = await preference(shopper, { opted_in: true, phone: "+33 6 12 34 56 78" })
        expect(bad.status).toBe(400)
        expect(bad.data.code).toBe("whatsapp_phone_invalid")
        expect((await preference(shopper, { opted_in: true })).data.code).toBe("whatsapp_phone_invalid")
        const saved = await preference(shopper, { opted_in: true, phone: "+237 6 70 11 22 33" })
        expect(saved.status).toBe(200)
        expect(saved.data.whatsapp).toEqual({ opted_in: true, phone: "237670112233" })
        expect((await preference(shopper, { opted_in: false })).data.whatsapp).toEqual({ opted_in: false, phone: "237670112233" })
      })

      it("needs a signed-in customer and changes only that customer's choice", async () => {
        expect((await preference(null)).status).toBe(401)
        expect((await preference(null, { opted_in: true, phone: "237670112233" })).status).toBe(401)
        const owner = await checkout.shopper(`owner-${Date.now()}@example.cm`)
        const other = await checkout.shopper(`other-${Date.now()}@example.cm`)
        // Another customer's id in the body is refused, not followed.
        const attempt = await preference(other, { opted_in: true, phone: "237690112233", customer_id: owner.customerId })
        expect(attempt.status).toBe(400)
        expect((await preference(owner)).data.whatsapp).toEqual({ opted_in: false, phone: null })
        expect((await preference(other)).data.whatsapp).toEqual({ opted_in: false, phone: null })
      })
    })

    describe("order updates", () => {
      it("sends one \"placed\" and one \"paid\" in the order's language to an opted-in customer, none to the others", async () => {
        const { shopper, phone } = await optedInShopper("updates")
        const order = await placeOrder(shopper)
        const [placed] = await until(() => ofOrder(order.id, "dreamshade_order_placed"), (found) => found.length > 0)
        expect(placed).toMatchObject({ to: phone, language: "fr", parameters: [String(order.display_id), expect.stringMatching(/^Payez par dépôt/), `${STOREFRONT}/dashboard/orders/${order.id}`] })

        const { data } = await getContainer()
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "order", fields: ["payment_collections.payments.id"], filters: { id: order.id } })
        await capturePaymentWorkflow(getContainer()).run({ input: { payment_id: data[0].payment_collections[0].payments[0].id } })
        const paid = await until(() => ofOrder(order.id, "dreamshade_payment_received"), (found) => found.length > 0)
        expect(paid).toHaveLength(1)
        expect(paid[0]).toMatchObject({ to: phone, language: "fr", parameters: [String(order.display_id), `${STOREFRONT}/dashboard/orders/${order.id}`] })
        // Nothing sends twice, however often the outbox runs.
        expect(await sendMissedUpdates(getContainer(), inThreeMinutes())).not.toContainEqual(expect.objectContaining({ order_id: order.id }))
        expect(await ofOrder(order.id)).toHaveLength(2)

        const english = await optedInShopper("english", "en")
        const englishOrder = await placeOrder(english.shopper)
        const [englishPlaced] = await until(() => ofOrder(englishOrder.id), (found) => found.length > 0)
        expect(englishPlaced).toMatchObject({ template: "dreamshade_order_placed", language: "en", to: english.phone })

        const silent = await checkout.shopper(`silent-${Date.now()}@example.cm`)
        const silentOrder = await placeOrder(silent)
        // The opted-in order placed after it got its message: the silent one's subscriber has run too.
        const after = await optedInShopper("after")
        const afterOrder = await placeOrder(after.shopper)
        await until(() => ofOrder(afterOrder.id), (found) => found.length > 0)
        expect(await ofOrder(silentOrder.id)).toEqual([])
      })

      it("waits, as the backend's own after-work does, for the checkouts under way before it sends", async () => {
        const { shopper } = await optedInShopper("after-work")
        // A checkout under way in this process (the completion route's middleware counts them so).
        const checkoutEnded = orderAfterWorkQueue.checkoutStarted()
        try {
          const order = await placeOrder(shopper)
          // The order's e-mail notice, its invoice number and its WhatsApp update wait in the queue.
          await vi.waitFor(() => expect(orderAfterWorkQueue.size).toBe(3))
          expect(await ofOrder(order.id)).toEqual([])
          checkoutEnded()
          const [placed] = await until(() => ofOrder(order.id, "dreamshade_order_placed"), (found) => found.length > 0)
          expect(placed).toMatchObject({ template: "dreamshade_order_placed" })
        } finally {
          checkoutEnded()
        }
      })

      it("sends \"shipped\" and \"delivered\" once each as staff move the order, and \"cancelled\" for a cancelled one", async () => {
        const container = getContainer()
        const { shopper, phone } = await optedInShopper("shipping", "en")
        const order = await placeOrder(shopper)
        await until(() => ofOrder(order.id), (found) => found.length > 0)
        const { data: [withItems] } = await container
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "order", fields: ["items.id"], filters: { id: order.id } })
        // `placeOrder` buys one of the product.
        const items = withItems.items.map((item: any) => ({ id: item.id, quantity: 1 }))
        const { result: fulfillment } = await createOrderFulfillmentWorkflow(container).run({ input: { order_id: order.id, items } })
        await createOrderShipmentWorkflow(container).run({ input: { order_id: order.id, fulfillment_id: fulfillment.id, items } })
        await until(() => ofOrder(order.id, "dreamshade_order_shipped"), (found) => found.length > 0)
        await markOrderFulfillmentAsDeliveredWorkflow(container).run({ input: { orderId: order.id, fulfillmentId: fulfillment.id } })
        const delivered = await until(() => ofOrder(order.id, "dreamshade_order_delivered"), (found) => found.length > 0)
        expect(delivered).toEqual([expect.objectContaining({ to: phone, language: "en", parameters: [String(order.display_id), `${STOREFRONT}/dashboard/orders/${order.id}`] })])
        expect((await ofOrder(order.id)).map((message) => message.template).sort()).toEqual([
          "dreamshade_order_delivered",
          "dreamshade_order_placed",
          "dreamshade_order_shipped",
        ])

        const cancelled = await placeOrder(shopper)
        await until(() => ofOrder(cancelled.id), (found) => found.length > 0)
        await cancelOrderWorkflow(container).run({ input: { order_id: cancelled.id } })
        const [cancelMessage] = await until(() => ofOrder(cancelled.id, "dreamshade_order_cancelled"), (found) => found.length > 0)
        expect(cancelMessage).toMatchObject({ to: phone, language: "en" })
      })

      it("tells a refused mobile-money payment once, with the order page to pay again", async () => {
        const { shopper, phone } = await optedInShopper("refused-payment")
        const order = await checkout.placeOrder(shopper, {
          providerId: "pp_mtn-momo_mobile-money",
          paymentData: { phone: "237670112233" },
          items: [{ variant_id: variantId, quantity: 1 }],
        })
        const session = await checkoutSessionOf(getContainer(), order.id)
        // Awaited on the phone: nothing to tell yet.
        expect(await sendMissedUpdates(getContainer(), inThreeMinutes())).not.toContainEqual({ order_id: order.id, update: "payment_refused" })
        await decideOnPhone(simulators.url, session.data.reference, "refuse")
        await until(() => checkoutSessionOf(getContainer(), order.id), (state) => state.status === "error")
        expect(await sendMissedUpdates(getContainer(), inThreeMinutes())).toContainEqual({ order_id: order.id, update: "payment_refused" })
        expect(await sendMissedUpdates(getContainer(), inThreeMinutes())).not.toContainEqual({ order_id: order.id, update: "payment_refused" })
        expect(await ofOrder(order.id, "dreamshade_payment_refused")).toEqual([
          expect.objectContaining({ to: phone, language: "fr", parameters: [String(order.display_id), `${STOREFRONT}/dashboard/orders/${order.id}`] }),
        ])
      })

      it("tries a 429 from the Cloud API again and sends the message once", async () => {
        const { shopper, phone } = await optedInShopper("retry")
        expect((await fetch(`${simulators.url}/control/whatsapp/fail-next?status=429`, { method: "POST" })).status).toBe(200)
        const order = await placeOrder(shopper)
        const sent = await until(() => ofOrder(order.id), (found) => found.length > 0)
        expect(sent).toHaveLength(1)
        expect(sent[0]!.to).toBe(phone)
        // The record is brought up to date just after the Cloud API's answer.
        const records = await until(
          async () =>
            (
              await getContainer()
                .resolve(ContainerRegistrationKeys.QUERY)
                .graph({ entity: "notification", fields: ["status", "external_id"], filters: { idempotency_key: `whatsapp-placed:${order.id}` } })
            ).data,
          (rows) => rows[0]?.status !== "pending"
        )
        expect(records).toEqual([{ status: "success", external_id: sent[0]!.id }])
      })

      it("sends once after a restart what a backend stopped between the order and the send left unsent", async () => {
        const { shopper } = await optedInShopper("crash")
        // What a stop before the subscriber leaves: the order, no message, no record of one. The
        // send is refused here, then its record taken back, to stand for it.
        await fetch(`${simulators.url}/control/whatsapp/fail-next?status=400`, { method: "POST" })
        const order = await placeOrder(shopper)
        const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
        const key = `whatsapp-placed:${order.id}`
        await until(() => pg("notification").where({ idempotency_key: key, status: "failure" }), (rows) => rows.length > 0)
        expect(await pg("notification").where({ idempotency_key: key }).delete()).toBe(1)
        expect(await ofOrder(order.id)).toEqual([])

        // Orders younger than the grace period are left to their own subscriber.
        expect(await sendMissedUpdates(getContainer())).not.toContainEqual(expect.objectContaining({ order_id: order.id }))
        expect(await sendMissedUpdates(getContainer(), inThreeMinutes())).toContainEqual({ order_id: order.id, update: "placed" })
        expect(await sendMissedUpdates(getContainer(), inThreeMinutes())).not.toContainEqual(expect.objectContaining({ order_id: order.id }))
        expect(await ofOrder(order.id, "dreamshade_order_placed")).toHaveLength(1)
      })

      it("stops at a permanent refusal, shows it to staff, and sends it when staff resend it", async () => {
        const { shopper } = await optedInShopper("refused")
        await fetch(`${simulators.url}/control/whatsapp/fail-next?status=400`, { method: "POST" })
        const order = await placeOrder(shopper)
        const listed = await until(
          async () => (await api.get(`/admin/whatsapp/orders/${order.id}/messages`, { headers: staff.headers })).data.messages,
          (found: any[]) => found.some((message) => message.status === "failed")
        )
        expect(listed).toEqual([expect.objectContaining({ update: "placed", send_status: "failure", status: "failed", error: expect.stringContaining("131026") })])
        // A refusal is not retried on its own.
        await sendMissedUpdates(getContainer(), inThreeMinutes())
        expect(await ofOrder(order.id)).toEqual([])
        expect((await api.get(`/admin/whatsapp/orders/${order.id}/messages`).catch((error: any) => error.response)).status).toBe(401)

        const resent = await api.post(`/admin/whatsapp/messages/${listed[0].id}/resend`, {}, { headers: staff.headers })
        expect(resent.data).toEqual({ sent: true, error: null })
        expect(await ofOrder(order.id, "dreamshade_order_placed")).toHaveLength(1)
        const again = await api.post(`/admin/whatsapp/messages/${listed[0].id}/resend`, {}, { headers: staff.headers }).catch((error: any) => error.response)
        expect(again.status).toBe(400)
        const [after] = (await api.get(`/admin/whatsapp/orders/${order.id}/messages`, { headers: staff.headers })).data.messages
        expect(after).toMatchObject({ send_status: "success", error: null })
      })
    })

    describe("/hooks/whatsapp", () => {
      it("answers Meta's verification handshake with the verify token only", async () => {
        const verify = (token: string) =>
          api
            .get(`/hooks/whatsapp?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`)
            .catch((error: any) => error.response)
        const answer = await verify(WHATSAPP_DEV_CREDENTIALS.verifyToken)
        expect([answer.status, String(answer.data)]).toEqual([200, "1158201444"])
        expect((await verify("wrong-token")).status).toBe(403)
      })

      it("refuses a bad signature (401) and changes nothing; records a status once however often it comes", async () => {
        const { shopper } = await optedInShopper("statuses")
        const order = await placeOrder(shopper)
        const [message] = await until(() => ofOrder(order.id), (found) => found.length > 0)
        // The simulator's own "sent" webhook has come in.
        await until(() => statusRows(message!.id), (rows) => rows.length > 0)

        const delivered = statusDelivery(message!.id, "delivered")
        expect((await webhook(delivered, sign(`${delivered} `))).status).toBe(401)
        expect((await webhook(delivered, "sha256=00")).status).toBe(401)
        expect((await webhook(delivered, "")).status).toBe(401)
        expect((await statusRows(message!.id)).map((row: any) => row.status)).toEqual(["sent"])

        expect((await webhook(delivered)).status).toBe(200)
        expect((await webhook(delivered)).status).toBe(200)
        expect((await statusRows(message!.id)).map((row: any) => row.status).sort()).toEqual(["delivered", "sent"])
        const [shown] = (await api.get(`/admin/whatsapp/orders/${order.id}/messages`, { headers: staff.headers })).data.messages
        expect(shown).toMatchObject({ status: "delivered", send_status: "success" })
      })

      it("opts a number out on STOP, confirms once, and sends nothing for its next order", async () => {
        const { shopper, phone } = await optedInShopper("stop")
        const stop = await fetch(`${simulators.url}/control/whatsapp/incoming`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ from: phone, text: "STOP" }),
        })
        expect(stop.status).toBe(200)
        const confirmations = await until(() => messages(phone), (found) => found.length > 0)
        expect(confirmations).toEqual([expect.objectContaining({ template: "dreamshade_opt_out_confirmed", language: "fr", parameters: [] })])
        expect((await preference(shopper)).data.whatsapp).toEqual({ opted_in: false, phone })

        // Meta sends a delivery again when unsure it arrived: the replay confirms nothing more.
        const deliveries = (await (await fetch(`${simulators.url}/control/whatsapp/webhooks`)).json()) as { headers: Record<string, string>; body: string }[]
        const stopDelivery = deliveries.find((delivery) => delivery.body.includes(`"from":"${phone}"`))!
        expect((await webhook(stopDelivery.body, stopDelivery.headers["x-hub-signature-256"])).status).toBe(200)

        const order = await placeOrder(shopper)
        const after = await optedInShopper("after-stop")
        const afterOrder = await placeOrder(after.shopper)
        await until(() => ofOrder(afterOrder.id), (found) => found.length > 0)
        expect(await ofOrder(order.id)).toEqual([])
        expect(await messages(phone)).toHaveLength(1)
      })
    })

    describe("GET /admin/whatsapp/settings", () => {
      it("says the channel is configured, never with its token or secret", async () => {
        const { data } = await api.get("/admin/whatsapp/settings", { headers: staff.headers })
        expect(data.whatsapp).toMatchObject({ configured: true, phone_number_id: WHATSAPP_DEV_CREDENTIALS.phoneNumberId, webhook_path: "/hooks/whatsapp" })
        const text = JSON.stringify(data)
        expect(text).not.toContain(WHATSAPP_DEV_CREDENTIALS.accessToken)
        expect(text).not.toContain(WHATSAPP_DEV_CREDENTIALS.appSecret)
        expect(text).not.toContain(WHATSAPP_DEV_CREDENTIALS.verifyToken)
      })
    })
  },
})
