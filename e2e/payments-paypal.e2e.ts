import { describe, expect, inject, it } from "vitest"
import { latestEmail } from "../backend/integration-tests/outbox"
import { useBrowserPage } from "./browser"
import { checkoutToPayment, inStockSeedProducts, registerAndActivate } from "./shopper"

const shop = inject("storefrontUrl")
const outboxDir = inject("outboxDir")
const simulators = inject("simulatorsUrl")

const customer = { firstName: "Mireille", lastName: "Eyenga", email: `mireille.${Date.now()}@example.cm`, phone: "237670000031" }
const product = inStockSeedProducts[3]!

describe("paying by PayPal in euros", () => {
  const browser = useBrowserPage()

  it("shows the euros before paying; cancelling on PayPal keeps the bag; approving pays the order", async () => {
    const { page } = browser
    await registerAndActivate(page, shop, outboxDir, customer)
    await checkoutToPayment(page, shop, product, customer.email)
    // The delivery fee is in the total (the page has drawn the cart again) before the euros are read.
    await page.getByRole("region", { name: "Récapitulatif" }).getByText(/^1\s000\sFCFA$/).waitFor()

    // The euros PayPal will charge, at the peg, before anything is paid.
    const note = page.getByTestId("paypal-amount")
    await note.waitFor()
    const shown = /Vous serez débité de (\d+,\d{2})\s€ sur PayPal\./.exec((await note.textContent()) ?? "")
    expect(shown, "the EUR amount under PayPal").not.toBeNull()
    const euros = shown![1]!.replace(",", ".")
    expect(await note.textContent()).toMatch(/655,957 FCFA pour 1 €/)

    // To PayPal, then cancel: back at checkout, nothing ordered, the bag as it was.
    await page.getByRole("radio", { name: /^PayPal/ }).check()
    await page.getByRole("button", { name: "Valider la commande" }).click()
    await page.waitForURL(/\/checkoutnow\?token=/)
    // PayPal's page asks for the very euros the shop showed.
    expect(await page.locator("body").textContent()).toContain(`Pay ${euros} EUR to the shop`)
    await page.getByRole("button", { name: "Cancel / Annuler" }).click()
    await page.waitForURL(`${shop}/checkout?paypal=cancelled`)
    await page.getByText(/Paiement PayPal annulé : rien n’a été débité\. Votre panier est intact/).waitFor()
    await page.getByText(product.title.fr).first().waitFor()
    const payments = (await (await fetch(`${simulators}/control/payments`)).json()) as any[]
    const cancelled = payments.find((payment) => payment.gateway === "paypal" && payment.amount === euros)
    expect(cancelled).toMatchObject({ currency: "EUR", status: "pending" })

    // Again, and approve on PayPal: the return page places the order, paid.
    await page.getByRole("radio", { name: /^PayPal/ }).check()
    await page.getByRole("button", { name: "Valider la commande" }).click()
    await page.waitForURL(/\/checkoutnow\?token=/)
    const payPalOrder = new URL(page.url()).searchParams.get("token")!
    await page.getByRole("button", { name: "Approve / Approuver" }).click()
    await page.waitForURL(new RegExp(`^${shop}/checkout/confirmation/order_`))
    const orderId = page.url().split("/").at(-1)!
    await page.getByText("Paiement effectué, e-mail de confirmation envoyé.", { exact: true }).waitFor()

    const settled = ((await (await fetch(`${simulators}/control/payments`)).json()) as any[]).find((payment) => payment.reference === payPalOrder)
    expect(settled).toMatchObject({ gateway: "paypal", amount: euros, currency: "EUR", status: "successful" })
    await page.goto(`${shop}/dashboard/orders/${orderId}`)
    expect(await page.getByTestId("order-status").textContent()).toBe("Validée")
    await expect
      .poll(() => latestEmail(customer.email, "order-placed", outboxDir).then((email) => email.text, () => ""), { timeout: 15_000 })
      .toMatch(/Payé par PayPal/)
    // Two trips to PayPal after registering: longer than one checkout.
  }, 180_000)
})
