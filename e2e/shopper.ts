import fs from "node:fs"
import { fileURLToPath } from "node:url"
import type { Locator, Page } from "playwright-core"
import { waitForLatestEmail } from "../backend/integration-tests/outbox"

/** What the checkout journeys do as a shopper: register, fill the bag, log in, choose delivery. */

export const PASSWORD = "Qwerty@12"

export type Customer = { firstName: string; lastName: string; email: string; phone: string }

const readSeed = (file: string) => JSON.parse(fs.readFileSync(fileURLToPath(new URL(`../seed/${file}`, import.meta.url)), "utf8"))
export type SeedItem = { handle: string; title: { fr: string }; stock?: number }
const categories: { handle: string }[] = readSeed("categories.json")

/** Seed products with stock to spare, for journeys that buy. */
export const inStockSeedProducts: SeedItem[] = categories
  .flatMap((category) => readSeed(`products/${category.handle}.json`) as SeedItem[])
  .filter((product) => (product.stock ?? 0) >= 10)

/**
 * Ticks ALTCHA's box from the keyboard (its styled box sits over the input) and waits for the
 * proof of work, in French or English; `within` a form when the page has several captchas.
 */
export async function solveCaptcha(within: Page | Locator) {
  const page = "keyboard" in within ? within : within.page()
  await within.getByRole("checkbox", { name: /robot/i }).focus()
  await page.keyboard.press("Space")
  await within.getByText(/^(Vérifié|Verified)$/).waitFor()
}

/** The account the journey logs in with: registered and activated as a shopper does it. */
export async function registerAndActivate(page: Page, shop: string, outboxDir: string, customer: Customer) {
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
  await page.getByRole("button", { name: "Activer mon compte" }).click()
  await page.getByText("Compte validé avec succès ! Vous pouvez maintenant vous connecter", { exact: true }).waitFor()
}

export async function addToBag(page: Page, shop: string, product: SeedItem) {
  await page.goto(`${shop}/product/${product.handle}/details`)
  await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click()
  await page.getByText(`${product.title.fr} a été ajouté au panier.`).first().waitFor()
}

/** Sent to the login page by "Commander": log in and come back to checkout with the same bag. */
export async function logInAtCheckout(page: Page, shop: string, email: string) {
  await page.waitForURL(`${shop}/login?returnUrl=%2Fcheckout`)
  await page.getByLabel("Adresse e-mail", { exact: true }).fill(email)
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD)
  await solveCaptcha(page)
  await page.getByRole("button", { name: "Se connecter" }).click()
  await page.waitForURL(`${shop}/checkout`)
}

/** A new Douala address for both, then home delivery in Douala; `beforeChoosing` looks at the options first. */
export async function setDoualaAddressAndDelivery(page: Page, beforeChoosing: () => Promise<void> = async () => {}) {
  await page.getByRole("radio", { name: "Une nouvelle adresse" }).first().check()
  await page.locator("#shipping_city").fill("Douala")
  await page.locator("#shipping_address_1").fill("Rue Njo-Njo, Bonapriso")
  await page.getByRole("button", { name: "Utiliser ces adresses" }).click()
  await page.getByText(/Livraison à\s*:\s*Rue Njo-Njo, Bonapriso, Douala/).waitFor()
  const douala = page.getByRole("radio", { name: /Livraison à Douala/ })
  await douala.waitFor()
  await beforeChoosing()
  await douala.check()
  await page.getByRole("button", { name: "Choisir ce mode de livraison" }).click()
}

/**
 * A registered, signed-out shopper with `product` in a new bag goes to checkout, logs in there and
 * sets a Douala address and home delivery: the payment step is next.
 */
export async function checkoutToPayment(page: Page, shop: string, product: SeedItem, email: string) {
  await page.context().clearCookies()
  await addToBag(page, shop, product)
  await page.goto(`${shop}/cart`)
  await page.getByRole("link", { name: "Commander" }).click()
  await logInAtCheckout(page, shop, email)
  await page.getByRole("button", { name: "Utiliser ces adresses" }).waitFor()
  await setDoualaAddressAndDelivery(page)
}

/** Clicks "Valider la commande" and waits for the confirmation page; a refusal fails with its text. */
export async function placeOrder(page: Page, shop: string): Promise<string> {
  await page.getByRole("button", { name: "Valider la commande" }).click()
  const refusal = page.getByRole("alert").filter({ hasText: /\S/ })
  await Promise.race([
    page.waitForURL(new RegExp(`^${shop}/checkout/confirmation/order_`)),
    refusal.waitFor().then(async () => {
      throw new Error(`Order refused: ${await refusal.textContent()}`)
    }),
  ])
  return page.url().split("/").at(-1)!
}
