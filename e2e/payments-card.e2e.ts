import { describe, expect, inject, it } from "vitest"
import { STRIPE_SIMULATOR_KEYS } from "../tools/simulators/gateways/stripe"
import { useBrowserPage } from "./browser"
import { checkoutToPayment, inStockSeedProducts, placeOrder, registerAndActivate } from "./shopper"

const shop = inject("storefrontUrl")
const outboxDir = inject("outboxDir")
const simulators = inject("simulatorsUrl")

const customer = { firstName: "Brenda", lastName: "Eyenga", email: `brenda.${Date.now()}@example.cm`, phone: "237670000031" }
const product = inStockSeedProducts[3]!

/**
 * The card mode through the real storefront and backend, Stripe's API being the simulator. Stripe.js
 * cannot load here (no internet: the test blocks js.stripe.com as the network would), so the test
 * checks what the shopper then sees, and plays Stripe.js's part (confirming the intent with the
 * publishable key and its client secret) to follow the return to the shop. Decision 026 lists
 * what stays unproven offline.
 */
describe("paying by card", () => {
  const browser = useBrowserPage({ expectedErrors: [/Failed to load resource/] })

  it("opens the card page with Stripe allowed there only, and the return from Stripe places the order", async () => {
    const { page } = browser
    await page.route("https://js.stripe.com/**", (route) => route.abort("internetdisconnected"))
    await registerAndActivate(page, shop, outboxDir, customer)
    await checkoutToPayment(page, shop, product, customer.email)
    // The delivery is saved once the order can be placed; then the checkout's own document.
    await expect.poll(() => page.getByRole("button", { name: "Valider la commande" }).isEnabled(), { timeout: 30_000 }).toBe(true)
    const checkoutPage = await page.reload()
    expect(checkoutPage?.headers()["content-security-policy"]).not.toContain("stripe.com")
    await page.getByRole("radio", { name: "Carte bancaire" }).check()
    const cardPage = page.waitForResponse((response) => new URL(response.url()).pathname === "/checkout/card" && response.request().resourceType() === "document")
    await page.getByRole("button", { name: "Valider la commande" }).click()
    const policy = (await cardPage).headers()["content-security-policy"]
    expect(policy).toContain("script-src 'self'")
    expect(policy).toMatch(/script-src[^;]*https:\/\/js\.stripe\.com/)
    expect(policy).toMatch(/frame-src[^;]*https:\/\/hooks\.stripe\.com/)
    expect(policy).toMatch(/connect-src[^;]*https:\/\/api\.stripe\.com/)

    await page.getByRole("heading", { name: "Payer par carte bancaire" }).waitFor()
    await page.getByText(/Montant à payer/).waitFor()
    // Offline: the card form cannot load, and the shopper is told so in their language.
    await page.getByRole("alert").getByText(/Le formulaire de carte n’a pas pu se charger/).waitFor()
    expect(await page.getByRole("button", { name: /^Payer/ }).isDisabled()).toBe(true)

    // The intent the backend asked Stripe for, in francs.
    const payments = (await (await fetch(`${simulators}/control/payments`)).json()) as any[]
    const intentRef = payments.find((payment) => payment.gateway === "stripe" && payment.status === "pending")
    expect(intentRef).toMatchObject({ currency: "XAF" })
    const intent = (await (
      await fetch(`${simulators}/v1/payment_intents/${intentRef.reference}`, { headers: { authorization: `Bearer ${STRIPE_SIMULATOR_KEYS.secretKey}` } })
    ).json()) as { id: string; client_secret: string; amount: number }
    expect(await page.getByText(/Montant à payer/).textContent()).toContain(new Intl.NumberFormat("fr-FR").format(intent.amount).replace(/\s/g, "\u202F"))

    // Back from the card page unpaid: nothing is placed, the card page says why.
    expect(new URL(page.url()).pathname).toBe("/checkout/card")
    const returnPath = await returnPathOf(page)
    await page.goto(`${shop}${returnPath}&redirect_status=failed`)
    await page.waitForURL(`${shop}/checkout/card?error=authenticationFailed`)
    await page.getByText(/La vérification de votre banque \(3-D Secure\) n’a pas abouti/).waitFor()

    // What Stripe.js does with a card that passes: confirm the intent with the publishable key.
    const confirmed = await fetch(`${simulators}/v1/payment_intents/${intent.id}/confirm`, {
      method: "POST",
      headers: { authorization: `Bearer ${STRIPE_SIMULATOR_KEYS.publishableKey}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_secret: intent.client_secret, payment_method: "pm_card_visa" }),
    })
    expect(((await confirmed.json()) as { status: string }).status).toBe("succeeded")
    await page.goto(`${shop}${returnPath}&payment_intent=${intent.id}&redirect_status=succeeded`)
    await page.waitForURL(new RegExp(`^${shop}/checkout/confirmation/order_`))
    await page.getByRole("heading", { name: /Votre commande n°/ }).waitFor()
    await page.getByText("Paiement effectué, e-mail de confirmation envoyé.", { exact: true }).waitFor()
  }, 180_000)

  it("two tabs paying the same order by card: the older form is cancelled at Stripe, one charge is kept, the order paid once", async () => {
    const { page } = browser
    const buyer = { firstName: "Carine", lastName: "Mbarga", email: `carine.${Date.now()}@example.cm`, phone: "237670000033" }
    await page.context().route("https://js.stripe.com/**", (route) => route.abort("internetdisconnected"))
    await registerAndActivate(page, shop, outboxDir, buyer)
    await checkoutToPayment(page, shop, product, buyer.email)
    await page.getByRole("radio", { name: "MTN Mobile Money" }).check()
    await page.getByLabel("Numéro Mobile Money (MTN ou Orange)").fill(buyer.phone)
    const orderId = await placeOrder(page, shop)
    const push = ((await (await fetch(`${simulators}/control/payments`)).json()) as any[]).find(
      (payment) => payment.phone === buyer.phone && payment.status === "pending"
    )
    expect((await fetch(`${simulators}/control/payments/${push.reference}/refuse`, { method: "POST" })).status).toBe(200)
    const orderPage = `${shop}/dashboard/orders/${orderId}`

    // First tab: "Payer autrement" by card opens the order's card form.
    const first = await openOrderCardForm(page, orderPage)
    // Second tab, same order, card again: a new form; the first tab's intent is cancelled at Stripe.
    const tab = await page.context().newPage()
    const second = await openOrderCardForm(tab, orderPage)
    expect(second.intentId).not.toBe(first.intentId)
    expect(await ledgerEntry(first.intentId)).toMatchObject({ status: "expired", reason: "canceled" })

    // The first tab's form, reloaded, is no longer given: the order page says why, in French.
    await page.reload()
    await page.waitForURL(new RegExp(`/dashboard/orders/${orderId}\\?payment=closed`))
    await page.getByText(/Ce formulaire de carte n’est plus valable/).waitFor()

    // Both tabs submit a test card (Stripe.js's call): Stripe refuses the cancelled intent.
    const [stale, paid] = await Promise.all([confirmCard(first), confirmCard(second)])
    expect(stale).toMatchObject({ status: 400, body: { error: { code: "payment_intent_unexpected_state" } } })
    expect(paid).toMatchObject({ status: 200, body: { status: "succeeded" } })
    await tab.goto(`${shop}${second.returnPath}&payment_intent=${second.intentId}&redirect_status=succeeded`)
    await tab.waitForURL(new RegExp(`/dashboard/orders/${orderId}(#payment)?$`))
    expect(await tab.getByTestId("order-status").textContent()).toBe("Validée")
    expect(await tab.getByRole("region", { name: "Payer autrement" }).count()).toBe(0)

    // One charge at Stripe for this order; the other intent cancelled, never charged.
    expect(await ledgerEntry(second.intentId)).toMatchObject({ status: "successful", amount: String(paid.body.amount) })
    expect(await ledgerEntry(first.intentId)).toMatchObject({ status: "expired" })
    await tab.close()
  }, 240_000)
})

type CardForm = { intentId: string; clientSecret: string; returnPath: string }

/** From the order's page, "Payer autrement" by card; answers the form's intent (its client secret is in the page). */
async function openOrderCardForm(page: import("playwright-core").Page, orderPage: string): Promise<CardForm> {
  await page.goto(orderPage)
  const payAgain = page.getByRole("region", { name: "Payer autrement" })
  await payAgain.getByRole("radio", { name: "Carte bancaire" }).check()
  // A new document, whose policy alone admits Stripe.js (a client-side navigation would keep the order page's).
  const cardPage = page.waitForResponse(
    (response) => /^\/dashboard\/orders\/[^/]+\/card$/.test(new URL(response.url()).pathname) && response.request().resourceType() === "document"
  )
  await payAgain.getByRole("button", { name: "Payer la commande" }).click()
  expect((await cardPage).headers()["content-security-policy"]).toMatch(/script-src[^;]*https:\/\/js\.stripe\.com/)
  await page.waitForURL(/\/card\?session=payses_/)
  await page.getByRole("heading", { name: "Payer par carte bancaire" }).waitFor()
  const url = new URL(page.url())
  const secret = /(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+/.exec(await page.content())
  if (!secret?.[1]) throw new Error("The card page holds no client secret")
  return { intentId: secret[1], clientSecret: secret[0], returnPath: `${url.pathname}/return${url.search}` }
}

/** What Stripe.js does when the shopper submits a test card that passes. */
async function confirmCard(form: CardForm) {
  const response = await fetch(`${simulators}/v1/payment_intents/${form.intentId}/confirm`, {
    method: "POST",
    headers: { authorization: `Bearer ${STRIPE_SIMULATOR_KEYS.publishableKey}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ client_secret: form.clientSecret, payment_method: "pm_card_visa" }),
  })
  return { status: response.status, body: (await response.json()) as any }
}

const ledgerEntry = async (reference: string) =>
  ((await (await fetch(`${simulators}/control/payments`)).json()) as any[]).find((entry) => entry.reference === reference)

/** The return address the card page gives Stripe, read from the page's own data. */
async function returnPathOf(page: import("playwright-core").Page): Promise<string> {
  const html = await page.content()
  const match = /\/checkout\/card\/return\?cart_id=(cart_[A-Za-z0-9]+)/.exec(html)
  if (!match) throw new Error("The card page names no return address")
  return `/checkout/card/return?cart_id=${match[1]}`
}
