import { describe, expect, inject, it } from "vitest"
import { latestEmail } from "../backend/integration-tests/outbox"
import { useBrowserPage } from "./browser"
import { checkoutToPayment, inStockSeedProducts, placeOrder, registerAndActivate } from "./shopper"
import { signInToAdmin } from "./staff"

const shop = inject("storefrontUrl")
const outboxDir = inject("outboxDir")
const simulators = inject("simulatorsUrl")
const backend = inject("backendUrl")

const customer = { firstName: "Ebenezer", lastName: "Mbappe", email: `ebenezer.${Date.now()}@example.cm`, phone: "237670000012" }
const product = inStockSeedProducts[2]!

/** The simulated MTN payment of this number, newest first, as the control API lists them. */
async function pendingPaymentOf(phone: string): Promise<{ reference: string; amount: string }> {
  const payments = (await (await fetch(`${simulators}/control/payments`)).json()) as any[]
  const payment = payments.find((candidate) => candidate.phone === phone && candidate.status === "pending")
  if (!payment) throw new Error(`No pending MTN payment for ${phone}`)
  return payment
}

describe("paying by MTN Mobile Money", () => {
  // Signing in to the admin logs its first 401 (who is signed in?).
  const browser = useBrowserPage({ expectedErrors: [/status of 401/] })

  it("asks for an MTN number, shows the payment in progress, and the order is paid once the phone approves", async () => {
    const { page } = browser
    await registerAndActivate(page, shop, outboxDir, customer)
    await checkoutToPayment(page, shop, product, customer.email)

    // An Orange number for MTN: the spec's message, and the number stays as typed.
    await page.getByRole("radio", { name: "MTN Mobile Money" }).check()
    await page.getByLabel("Numéro Mobile Money (MTN ou Orange)").fill("237 690 11 22 33")
    await page.getByRole("button", { name: "Valider la commande" }).click()
    await page.getByText(/Veuillez saisir un numéro MTN valide commençant par 237/).waitFor()
    expect(await page.getByLabel("Numéro Mobile Money (MTN ou Orange)").inputValue()).toBe("237 690 11 22 33")

    await page.getByRole("radio", { name: "MTN Mobile Money" }).check()
    await page.getByLabel("Numéro Mobile Money (MTN ou Orange)").fill("237 670 11 22 33")
    const orderId = await placeOrder(page, shop)
    await page.getByText("Paiement en cours…", { exact: true }).waitFor()
    await page.getByText(/composez \*126# et saisissez votre code PIN/).waitFor()

    // The shopper approves on the phone: the simulator stands for it.
    const payment = await pendingPaymentOf("237670112233")
    const approved = await fetch(`${simulators}/control/payments/${payment.reference}/approve`, { method: "POST" })
    expect(approved.status).toBe(200)
    // The page reloads itself until the answer is in.
    await page.getByText("Paiement effectué, e-mail de confirmation envoyé.", { exact: true }).waitFor({ timeout: 30_000 })

    await expect
      .poll(() => latestEmail(customer.email, "order-status-changed", outboxDir).then((email) => email.subject, () => ""), { timeout: 15_000 })
      .toMatch(/est validée/)
    await page.goto(`${shop}/dashboard/orders/${orderId}`)
    expect(await page.getByTestId("order-status").textContent()).toBe("Validée")

    // Staff see the transaction on the order, worded (not translation keys) in the admin's language.
    await signInToAdmin(page)
    await page.goto(`${backend}/app/orders/${orderId}`)
    await page.getByRole("heading", { name: "Mobile money" }).waitFor()
    await page.getByText(`${payment.reference}`, { exact: false }).first().waitFor()
    await page.getByText(/^(Paid|Payé)$/).first().waitFor()
    expect(await page.getByText("mobileMoney.", { exact: false }).count()).toBe(0)
  })
})
