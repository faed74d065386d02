import { describe, expect, inject, it } from "vitest"
import { useBrowserPage } from "./browser"
import { addToBag, inStockSeedProducts, logInAtCheckout, placeOrder, registerAndActivate, setDoualaAddressAndDelivery } from "./shopper"

const shop = inject("storefrontUrl")
const outboxDir = inject("outboxDir")
const simulators = inject("simulatorsUrl")

const customer = { firstName: "Mireille", lastName: "Ewane", email: `mireille.${Date.now()}@example.cm`, phone: "237690000031" }
const ORANGE_NUMBER = "237690000031"
const product = inStockSeedProducts[3]!

/** The simulated Orange payment pushed to this number and still pending, as the control API lists them. */
async function pendingPaymentOf(phone: string): Promise<{ reference: string }> {
  const payments = (await (await fetch(`${simulators}/control/payments`)).json()) as any[]
  const payment = payments.find((candidate) => candidate.phone === phone && candidate.status === "pending")
  if (!payment) throw new Error(`No pending Orange payment for ${phone}`)
  return payment
}

describe("paying a failed order again", () => {
  const browser = useBrowserPage()

  it("shows Orange's refusal on the order page, and the shopper pays the same order by bank deposit", async () => {
    const { page } = browser
    await registerAndActivate(page, shop, outboxDir, customer)
    await page.context().clearCookies()
    await addToBag(page, shop, product)
    await page.goto(`${shop}/cart`)
    await page.getByRole("link", { name: "Commander" }).click()
    await logInAtCheckout(page, shop, customer.email)
    await page.getByRole("button", { name: "Utiliser ces adresses" }).waitFor()
    await setDoualaAddressAndDelivery(page)
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
})
