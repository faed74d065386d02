import { describe, expect, inject, it } from "vitest"
import { useBrowserPage } from "./browser"
import { checkoutToPayment, inStockSeedProducts, placeOrder, registerAndActivate } from "./shopper"

const shop = inject("storefrontUrl")
const outboxDir = inject("outboxDir")
const simulators = inject("simulatorsUrl")

const customer = { firstName: "Mireille", lastName: "Ewane", email: `mireille.${Date.now()}@example.cm`, phone: "237690000031" }
const ORANGE_NUMBER = "237690000031"
const product = inStockSeedProducts[3]!

/** The simulated mobile-money payment pushed to this number and still pending, as the control API lists them. */
async function pendingPaymentOf(phone: string): Promise<{ reference: string }> {
  const payments = (await (await fetch(`${simulators}/control/payments`)).json()) as any[]
  const payment = payments.find((candidate) => candidate.phone === phone && candidate.status === "pending")
  if (!payment) throw new Error(`No pending mobile-money payment for ${phone}`)
  return payment
}

describe("paying a failed order again", () => {
  const browser = useBrowserPage()

  it("shows Orange's refusal on the order page, and the shopper pays the same order by bank deposit", async () => {
    const { page } = browser
    await registerAndActivate(page, shop, outboxDir, customer)
    await checkoutToPayment(page, shop, product, customer.email)
    await page.getByRole("radio", { name: "Orange Money" }).check()
    await page.getByLabel("Numéro Mobile Money (MTN ou Orange)").fill(ORANGE_NUMBER)
    const orderId = await placeOrder(page, shop)
    await page.getByText("Paiement en cours…", { exact: true }).waitFor()

    // The subscriber cancels on the phone: the simulator stands for it.
    const payment = await pendingPaymentOf(ORANGE_NUMBER)
    const refused = await fetch(`${simulators}/control/payments/${payment.reference}/refuse`, { method: "POST" })
    expect(refused.status).toBe(200)
    await page.getByText("Le paiement n’a pas abouti.", { exact: true }).waitFor({ timeout: 30_000 })

    // The order page says why, in plain words, and offers the other modes without a new bag.
    await page.goto(`${shop}/dashboard/orders/${orderId}`)
    await page.getByText("Le paiement a été annulé sur le téléphone.", { exact: true }).waitFor()
    const payAgain = page.getByRole("region", { name: "Payer autrement" })
    await payAgain.waitFor()

    // An MTN number for Orange: the operator's message, and the number stays as typed.
    await payAgain.getByRole("radio", { name: "Orange Money" }).check()
    await payAgain.getByLabel("Numéro Mobile Money (MTN ou Orange)").fill("237 670 00 00 31")
    await payAgain.getByRole("button", { name: "Payer la commande" }).click()
    await page.getByText(/Veuillez saisir un numéro Orange valide commençant par 237/).waitFor()
    expect(await page.getByLabel("Numéro Mobile Money (MTN ou Orange)").inputValue()).toBe("237 670 00 00 31")

    // Bank deposit instead: the same order, awaiting the deposit, with the bank's details.
    await page.getByRole("radio", { name: "Dépôt bancaire" }).check()
    await page.getByRole("button", { name: "Payer la commande" }).click()
    await page.getByRole("region", { name: "Comment payer" }).waitFor()
    await page.getByRole("heading", { name: "Payer par dépôt bancaire" }).waitFor()
    expect(page.url()).toContain(`/dashboard/orders/${orderId}`)
    expect(await page.getByTestId("order-status").textContent()).toBe("En attente")
    expect(await page.getByRole("region", { name: "Payer autrement" }).count()).toBe(0)
    expect(await page.getByText("Le paiement a été annulé sur le téléphone.").count()).toBe(0)
    await page.getByText("Dépôt bancaire", { exact: true }).first().waitFor()
    // A long journey: registration, checkout, the operator's answer, two forms.
  }, 180_000)

  it("pays a refused MTN order by PayPal from its page: the euros shown first, a cancel keeps it payable, approval pays it", async () => {
    const { page } = browser
    const buyer = { firstName: "Armel", lastName: "Tchoua", email: `armel.${Date.now()}@example.cm`, phone: "237670000032" }
    await page.context().clearCookies()
    await registerAndActivate(page, shop, outboxDir, buyer)
    await checkoutToPayment(page, shop, product, buyer.email)
    await page.getByRole("radio", { name: "MTN Mobile Money" }).check()
    await page.getByLabel("Numéro Mobile Money (MTN ou Orange)").fill(buyer.phone)
    const orderId = await placeOrder(page, shop)
    const payment = await pendingPaymentOf(buyer.phone)
    expect((await fetch(`${simulators}/control/payments/${payment.reference}/refuse`, { method: "POST" })).status).toBe(200)

    await page.goto(`${shop}/dashboard/orders/${orderId}`)
    const payAgain = page.getByRole("region", { name: "Payer autrement" })
    await payAgain.waitFor()
    await payAgain.getByRole("radio", { name: /^PayPal/ }).check()
    const note = payAgain.getByTestId("paypal-amount")
    const euros = (await note.textContent())?.match(/(\d+),(\d{2})\s€/)
    expect(euros, "the EUR amount under PayPal").not.toBeNull()
    const amount = `${euros![1]}.${euros![2]}`

    // On PayPal: the same euros; cancelling comes back to the order, still to pay, nothing taken.
    await payAgain.getByRole("button", { name: "Payer la commande" }).click()
    await page.waitForURL(/\/checkoutnow\?token=/)
    expect(await page.locator("body").textContent()).toContain(`Pay ${amount} EUR to the shop`)
    await page.getByRole("button", { name: "Cancel / Annuler" }).click()
    await page.waitForURL(new RegExp(`/dashboard/orders/${orderId}\\?payment=cancelled`))
    await page.getByText(/Paiement PayPal annulé\s: rien n’a été débité/).waitFor()

    // Again, approved this time: back on the order, validated and paid.
    await page.getByRole("region", { name: "Payer autrement" }).getByRole("radio", { name: /^PayPal/ }).check()
    await page.getByRole("button", { name: "Payer la commande" }).click()
    await page.waitForURL(/\/checkoutnow\?token=/)
    const payPalOrder = new URL(page.url()).searchParams.get("token")
    await page.getByRole("button", { name: "Approve / Approuver" }).click()
    await page.waitForURL(new RegExp(`/dashboard/orders/${orderId}(#payment)?$`))
    expect(await page.getByTestId("order-status").textContent()).toBe("Validée")
    expect(await page.getByRole("region", { name: "Payer autrement" }).count()).toBe(0)
    const atPayPal = ((await (await fetch(`${simulators}/control/payments`)).json()) as any[]).find((entry) => entry.reference === payPalOrder)
    expect(atPayPal).toMatchObject({ gateway: "paypal", amount, currency: "EUR", status: "successful" })
  }, 180_000)
})
