import fs from "node:fs"
import { fileURLToPath } from "node:url"
import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { latestEmail, waitForLatestEmail } from "../backend/integration-tests/outbox"
import { useBrowserPage, waitForTitle } from "./browser"

const shop = inject("storefrontUrl")
const outboxDir = inject("outboxDir")

const PASSWORD = "Qwerty@12"
const customer = { firstName: "Ndella", lastName: "Ekambi", email: `ndella.${Date.now()}@example.cm`, phone: "237690000011" }

/** Two products in stock from the seed, bought in this journey. */
const readSeed = (file: string) => JSON.parse(fs.readFileSync(fileURLToPath(new URL(`../seed/${file}`, import.meta.url)), "utf8"))
type SeedItem = { handle: string; title: { fr: string }; stock?: number }
const categories: { handle: string }[] = readSeed("categories.json")
const inStock = categories
  .flatMap((category) => readSeed(`products/${category.handle}.json`) as SeedItem[])
  .filter((product) => (product.stock ?? 0) >= 10)
const [first, second] = [inStock[0]!, inStock[1]!]

async function solveCaptcha(page: Page) {
  await page.getByRole("checkbox", { name: /robot/i }).focus()
  await page.keyboard.press("Space")
  await page.getByText("Vérifié", { exact: true }).waitFor()
}

/** The account the journey logs in with: registered and activated as a shopper does it. */
async function registerAndActivate(page: Page) {
  await page.goto(`${shop}/register`)
  await page.getByLabel("Prénom", { exact: true }).fill(customer.firstName)
  await page.getByLabel("Nom", { exact: true }).fill(customer.lastName)
  await page.getByLabel("Adresse e-mail", { exact: true }).fill(customer.email)
  await page.getByLabel("Téléphone", { exact: true }).fill(customer.phone)
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD)
  await page.getByLabel("Confirmer le mot de passe", { exact: true }).fill(PASSWORD)
  await page.getByRole("checkbox", { name: /J’accepte les/ }).check()
  await solveCaptcha(page)
  await page.getByRole("button", { name: "Créer mon compte" }).click()
  await page.getByRole("status").filter({ hasText: "Compte créé avec succès !" }).waitFor()
  const email = await waitForLatestEmail(customer.email, "account-activation", outboxDir)
  await page.goto(email.links.find((link) => link.includes("/account-activation/"))!)
  await page.getByText("Compte validé avec succès ! Vous pouvez maintenant vous connecter", { exact: true }).waitFor()
}

async function addToBag(page: Page, product: SeedItem) {
  await page.goto(`${shop}/product/${product.handle}/details`)
  await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click()
  await page.getByText(`${product.title.fr} a été ajouté au panier.`).first().waitFor()
}

describe("checkout", () => {
  const browser = useBrowserPage()

  it("browse, bag two products, log in at checkout, deliver to a new Douala address, pay by bank deposit", async () => {
    const { page } = browser
    await registerAndActivate(page)
    await page.context().clearCookies()

    await page.goto(`${shop}/shop`)
    await addToBag(page, first)
    await addToBag(page, second)
    await page.goto(`${shop}/cart`)
    await page.getByText(first.title.fr, { exact: true }).first().waitFor()
    await page.getByRole("link", { name: "Commander" }).click()

    // Checkout needs an account: log in, then come back with the same bag.
    await page.waitForURL(`${shop}/login?returnUrl=%2Fcheckout`)
    await page.getByLabel("Adresse e-mail", { exact: true }).fill(customer.email)
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD)
    await solveCaptcha(page)
    await page.getByRole("button", { name: "Se connecter" }).click()
    await page.waitForURL(`${shop}/checkout`)
    expect(await waitForTitle(page, "DreamShade | Commande")).toBe("DreamShade | Commande")
    const summary = page.getByRole("region", { name: "Récapitulatif" })
    await summary.getByText(first.title.fr).waitFor()
    await summary.getByText(second.title.fr).waitFor()

    // Without an address the order cannot go on: the spec's message.
    await page.getByRole("button", { name: "Utiliser ces adresses" }).click()
    await page.getByText("Veuillez sélectionner une adresse de livraison", { exact: true }).waitFor()

    await page.getByRole("radio", { name: "Une nouvelle adresse" }).first().check()
    await page.locator("#shipping_city").fill("Douala")
    await page.locator("#shipping_address_1").fill("Rue Njo-Njo, Bonapriso")
    await page.getByRole("button", { name: "Utiliser ces adresses" }).click()
    await page.getByText(/Livraison à\s*:\s*Rue Njo-Njo, Bonapriso, Douala/).waitFor()

    const douala = page.getByRole("radio", { name: /Livraison à Douala/ })
    await douala.waitFor()
    expect(await page.getByRole("region", { name: "2. Livraison" }).textContent()).toContain("Livraison sous 3\u00A0jours ouvrés après confirmation de la commande.")
    await douala.check()
    await page.getByRole("button", { name: "Choisir ce mode de livraison" }).click()
    await summary.getByText(/^1\s000\sFCFA$/).waitFor()

    // All six payment modes show; those this server cannot take are disabled, with why.
    for (const mode of ["MTN Mobile Money", "Orange Money", "Carte bancaire", "PayPal"]) {
      expect(await page.getByRole("radio", { name: mode }).isDisabled(), mode).toBe(true)
    }
    expect(await page.getByText("Indisponible pour le moment sur notre boutique.").count()).toBe(4)
    await page.getByRole("radio", { name: "Dépôt bancaire" }).check()
    await page.getByLabel("Notes pour la boutique (facultatif)").fill("Portail bleu")
    await page.getByRole("button", { name: "Valider la commande" }).click()

    // A refusal would show as an alert: report it rather than time out.
    const refusal = page.getByRole("alert").filter({ hasText: /\S/ })
    await Promise.race([
      page.waitForURL(new RegExp(`^${shop}/checkout/confirmation/order_`)),
      refusal.waitFor().then(async () => {
        throw new Error(`Order refused: ${await refusal.textContent()}`)
      }),
    ])
    await page.getByText("Commande enregistrée sans paiement, e-mail de confirmation envoyé.", { exact: true }).waitFor()
    await page.getByRole("heading", { name: "Payer par dépôt bancaire" }).waitFor()
    const orderId = page.url().split("/").at(-1)!
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
