import { describe, expect, inject, it } from "vitest"
import { readOutbox } from "../backend/integration-tests/outbox"
import { useBrowserPage } from "./browser"
import { checkoutToPayment, inStockSeedProducts, placeOrder, registerAndActivate } from "./shopper"
import { adminApi, signInToAdmin } from "./staff"

const shop = inject("storefrontUrl")
const outboxDir = inject("outboxDir")
const simulators = inject("simulatorsUrl")
const backend = inject("backendUrl")

const stamp = Date.now()
const suffix = String(stamp).slice(-6)
const shopper = { firstName: "Ngono", lastName: "Essomba", email: `ngono.${stamp}@example.cm`, phone: `237670${suffix}` }
const silent = { firstName: "Abena", lastName: "Fouda", email: `abena.${stamp}@example.cm`, phone: `237671${suffix}` }
const product = inStockSeedProducts[3]!

type Message = { id: string; to: string; template: string; language: string; parameters: string[]; status: string }

/** What the simulated Cloud API received for a number, newest first. */
async function messagesTo(phone: string): Promise<Message[]> {
  const all = (await (await fetch(`${simulators}/control/whatsapp/messages`)).json()) as Message[]
  return all.filter((message) => message.to === phone)
}
const templatesOf = async (phone: string, orderId: string) =>
  (await messagesTo(phone)).filter((message) => message.parameters.at(-1)?.endsWith(`/dashboard/orders/${orderId}`)).map((message) => message.template).sort()

/** Pays the newest pending MTN push of this number, as the shopper's phone would. */
async function approveOnPhone(phone: string) {
  const payments = (await (await fetch(`${simulators}/control/payments`)).json()) as { reference: string; phone: string; status: string }[]
  const payment = payments.find((candidate) => candidate.phone === phone && candidate.status === "pending")
  if (!payment) throw new Error(`No pending payment for ${phone}`)
  expect((await fetch(`${simulators}/control/payments/${payment.reference}/approve`, { method: "POST" })).status).toBe(200)
}

describe("order updates on WhatsApp", () => {
  // Signing in to the admin logs its first 401 (who is signed in?).
  const browser = useBrowserPage({ expectedErrors: [/status of 401/] })

  // Two shoppers' checkouts, a payment and three staff steps in one journey: longer than the default limit on a slow machine.
  it("sends one message per step to a shopper who opted in at checkout, in French, until STOP; none to one who did not", { timeout: 180_000 }, async () => {
    const { page } = browser
    await registerAndActivate(page, shop, outboxDir, shopper)
    await checkoutToPayment(page, shop, product, shopper.email)

    // Off by default, the number prefilled from the address.
    const optIn = page.getByRole("checkbox", { name: "Recevoir le suivi de ma commande sur WhatsApp" })
    expect(await optIn.isChecked()).toBe(false)
    expect(await page.getByLabel("Numéro WhatsApp").inputValue()).toBe(shopper.phone)
    await optIn.check()
    await page.getByRole("radio", { name: "MTN Mobile Money" }).check()
    await page.getByLabel("Numéro Mobile Money (MTN ou Orange)").fill(shopper.phone)
    const orderId = await placeOrder(page, shop)
    await approveOnPhone(shopper.phone)
    await page.getByText("Paiement effectué, e-mail de confirmation envoyé.", { exact: true }).waitFor({ timeout: 30_000 })

    await expect.poll(() => templatesOf(shopper.phone, orderId), { timeout: 20_000 }).toEqual(["dreamshade_order_placed", "dreamshade_payment_received"])
    const [paid, placed] = await messagesTo(shopper.phone)
    const { order } = await (await adminApi(backend, inject("admin")))(`/admin/orders/${orderId}?fields=display_id,items.id`)
    for (const message of [placed!, paid!]) {
      expect(message.language).toBe("fr")
      expect(message.parameters[0]).toBe(String(order.display_id))
    }

    // Staff prepare, ship and deliver the order: one message each.
    const admin = await adminApi(backend, inject("admin"))
    // The bag held one of the product.
    const items = order.items.map((item: { id: string }) => ({ id: item.id, quantity: 1 }))
    const { order: fulfilled } = await admin(`/admin/orders/${orderId}/fulfillments?fields=fulfillments.id`, { items })
    const fulfillmentId = fulfilled.fulfillments.at(-1).id
    await admin(`/admin/orders/${orderId}/fulfillments/${fulfillmentId}/shipments`, { items })
    await admin(`/admin/orders/${orderId}/fulfillments/${fulfillmentId}/mark-as-delivered`, {})
    await expect
      .poll(() => templatesOf(shopper.phone, orderId), { timeout: 20_000 })
      .toEqual(["dreamshade_order_delivered", "dreamshade_order_placed", "dreamshade_order_shipped", "dreamshade_payment_received"])

    // The order page in the admin shows them with their statuses.
    await signInToAdmin(page)
    await page.goto(`${backend}/app/orders/${orderId}`)
    await page.getByRole("heading", { name: /^(Messages WhatsApp|WhatsApp messages)$/ }).waitFor()
    await page.getByText(/^(Livrée|Delivered)$/).first().waitFor()

    // The shopper replies STOP: confirmed once, and the next order says nothing on WhatsApp.
    const stop = await fetch(`${simulators}/control/whatsapp/incoming`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ from: shopper.phone, text: "STOP" }),
    })
    expect(stop.status).toBe(200)
    await expect.poll(async () => (await messagesTo(shopper.phone)).filter((message) => message.template === "dreamshade_opt_out_confirmed").length).toBe(1)
    const before = (await messagesTo(shopper.phone)).length
    await checkoutToPayment(page, shop, product, shopper.email)
    expect(await page.getByRole("checkbox", { name: "Recevoir le suivi de ma commande sur WhatsApp" }).isChecked()).toBe(false)
    await page.getByRole("radio", { name: "Dépôt bancaire" }).check()
    const nextOrder = await placeOrder(page, shop)

    // A shopper who did not opt in gets nothing either.
    await page.context().clearCookies()
    await registerAndActivate(page, shop, outboxDir, silent)
    await checkoutToPayment(page, shop, product, silent.email)
    await page.getByRole("radio", { name: "Dépôt bancaire" }).check()
    const silentOrder = await placeOrder(page, shop)
    // Both orders' "placed" e-mails are out: the same event's subscribers have run.
    for (const email of [shopper.email, silent.email]) {
      await expect
        .poll(async () => (await readOutbox(outboxDir)).filter((mail) => mail.to === email && mail.template === "order-placed").length, { timeout: 15_000 })
        .toBeGreaterThanOrEqual(email === shopper.email ? 2 : 1)
    }
    expect(silentOrder).toMatch(/^order_/)
    expect(await templatesOf(shopper.phone, nextOrder)).toEqual([])
    expect(await messagesTo(shopper.phone)).toHaveLength(before)
    expect(await messagesTo(silent.phone)).toEqual([])

    // The account page keeps the choice and changes it: off, the number prefilled; on once saved.
    await page.goto(`${shop}/my-account`)
    const accountBox = page.getByRole("checkbox", { name: "Recevoir le suivi de mes commandes sur WhatsApp" })
    expect(await accountBox.isChecked()).toBe(false)
    expect(await page.getByLabel("Numéro WhatsApp").inputValue()).toBe(silent.phone)
    await accountBox.check()
    await page.getByRole("button", { name: "Enregistrer mon choix" }).click()
    await page.getByRole("status").filter({ hasText: "C’est noté : vous recevrez le suivi de vos commandes sur WhatsApp." }).waitFor()
    await page.goto(`${shop}/my-account`)
    expect(await page.getByRole("checkbox", { name: "Recevoir le suivi de mes commandes sur WhatsApp" }).isChecked()).toBe(true)
  })
})
