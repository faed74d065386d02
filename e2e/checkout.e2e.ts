import fs from "node:fs"
import { describe, expect, inject, it } from "vitest"
import { latestEmail, waitForLatestEmail } from "../backend/integration-tests/outbox"
import { useBrowserPage, waitForTitle } from "./browser"
import { addToBag, inStockSeedProducts, logInAtCheckout, placeOrder, registerAndActivate, setDoualaAddressAndDelivery } from "./shopper"

const shop = inject("storefrontUrl")
const outboxDir = inject("outboxDir")

const customer = { firstName: "Ndella", lastName: "Ekambi", email: `ndella.${Date.now()}@example.cm`, phone: "237690000011" }
const [first, second] = [inStockSeedProducts[0]!, inStockSeedProducts[1]!]

describe("checkout", () => {
  const browser = useBrowserPage()

  it("browse, bag two products, log in at checkout, deliver to a new Douala address, pay by bank deposit", async () => {
    const { page } = browser
    await registerAndActivate(page, shop, outboxDir, customer)
    await page.context().clearCookies()

    await page.goto(`${shop}/shop`)
    await addToBag(page, shop, first)
    await addToBag(page, shop, second)
    await page.goto(`${shop}/cart`)
    await page.getByText(first.title.fr, { exact: true }).first().waitFor()
    await page.getByRole("link", { name: "Commander" }).click()

    // Checkout needs an account: log in, then come back with the same bag.
    await logInAtCheckout(page, shop, customer.email)
    expect(await waitForTitle(page, "DreamShade | Commande")).toBe("DreamShade | Commande")
    const summary = page.getByRole("region", { name: "Récapitulatif" })
    await summary.getByText(first.title.fr).waitFor()
    await summary.getByText(second.title.fr).waitFor()

    // Without an address the order cannot go on: the spec's message.
    await page.getByRole("button", { name: "Utiliser ces adresses" }).click()
    await page.getByText("Veuillez sélectionner une adresse de livraison", { exact: true }).waitFor()

    await setDoualaAddressAndDelivery(page, async () => {
      expect(await page.getByRole("region", { name: "2. Livraison" }).textContent()).toContain("Livraison sous 3\u00A0jours ouvrés après confirmation de la commande.")
    })
    await summary.getByText(/^1\s000\sFCFA$/).waitFor()

    // All six payment modes show, and this stack takes each (card against the Stripe simulator).
    for (const mode of ["MTN Mobile Money", "Orange Money", "Carte bancaire", "PayPal"]) {
      expect(await page.getByRole("radio", { name: mode }).isDisabled(), mode).toBe(false)
    }
    expect(await page.getByText("Indisponible pour le moment sur notre boutique.").count()).toBe(0)
    await page.getByRole("radio", { name: "Dépôt bancaire" }).check()
    await page.getByLabel("Notes pour la boutique (facultatif)").fill("Portail bleu")
    const orderId = await placeOrder(page, shop)
    await page.getByText("Commande enregistrée sans paiement, e-mail de confirmation envoyé.", { exact: true }).waitFor()
    await page.getByRole("heading", { name: "Payer par dépôt bancaire" }).waitFor()
    // The e-mail is written by a subscriber just after the order: poll the outbox briefly.
    await expect
      .poll(() => latestEmail(customer.email, "order-placed", outboxDir).then((email) => email.text, () => ""), { timeout: 10_000 })
      .toContain("Votre commande est enregistrée sans paiement")

    await page.getByRole("link", { name: "Voir ma commande" }).click()
    await page.waitForURL(`${shop}/dashboard/orders/${orderId}`)
    expect(await page.getByTestId("order-status").textContent()).toBe("En attente")
    expect(await page.getByTestId("order-delivery-fee").textContent()).toBe("1\u202F000\u00A0FCFA")
    await page.getByText("Portail bleu", { exact: true }).waitFor()

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Télécharger la facture (PDF)" }).click(),
    ])
    const file = await download.path()
    expect(fs.readFileSync(file!).subarray(0, 5).toString()).toBe("%PDF-")

    // The bag is spent: the header no longer counts its items, and the order is in the list.
    await page.getByRole("link", { name: "Retour à mes commandes" }).click()
    await page.waitForURL(`${shop}/dashboard/orders`)
    await page.getByRole("link", { name: /Voir la commande n°/ }).waitFor()

    // The payments page lists the unpaid bank deposit of this order.
    await page.goto(`${shop}/my-subscriptions`)
    const payment = page.getByRole("row").filter({ has: page.getByRole("link", { name: /^#\d+$/ }) })
    await payment.getByText("Dépôt bancaire", { exact: true }).waitFor()
    expect(await payment.getByTestId("payment-state").textContent()).toBe("En attente")
  })
})
