import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { waitForLatestEmail } from "../backend/integration-tests/outbox"
import { useBrowserPage, waitForTitle } from "./browser"
import { solveCaptcha } from "./shopper"
import { signInToAdmin } from "./staff"

const shop = inject("storefrontUrl")
const backend = inject("backendUrl")
const outboxDir = inject("outboxDir")

const PASSWORD = "Qwerty@12"
/** One customer per run, registered by the journey below and reused by the later tests. */
const customer = { firstName: "Awa", lastName: "Nkem", email: `awa.${Date.now()}@example.cm`, phone: "237670000000" }

async function fillRegistration(page: Page, labels: Record<keyof typeof customer | "password" | "confirm", string>, password: string) {
  await page.getByLabel(labels.firstName, { exact: true }).fill(customer.firstName)
  await page.getByLabel(labels.lastName, { exact: true }).fill(customer.lastName)
  await page.getByLabel(labels.email, { exact: true }).fill(customer.email)
  await page.getByLabel(labels.phone, { exact: true }).fill(customer.phone)
  await page.getByLabel(labels.password, { exact: true }).fill(password)
  await page.getByLabel(labels.confirm, { exact: true }).fill(password)
}

async function logIn(page: Page) {
  await page.getByLabel("Adresse e-mail", { exact: true }).fill(customer.email)
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD)
  await solveCaptcha(page)
  await page.getByRole("button", { name: "Se connecter" }).click()
}

describe("customer accounts", () => {
  const browser = useBrowserPage()

  it("refuses a weak password with the spec's message and keeps what was typed", async () => {
    const { page } = browser
    await page.goto(`${shop}/register?lng=en`)
    expect(await page.title()).toBe("DreamShade | Sign up")
    await fillRegistration(
      page,
      { firstName: "First name", lastName: "Last name", email: "E-mail address", phone: "Phone", password: "Password", confirm: "Confirm password" },
      "qwerty12"
    )
    await page.getByRole("checkbox", { name: /I agree to the/ }).check()
    await page.getByRole("button", { name: "Create my account" }).click()

    await page
      .getByText(
        "Invalid password. It must contain a minimum of 8 characters, at least one uppercase letter, one special character, one lowercase letter, one number e.g Qwerty@12",
        { exact: true }
      )
      .waitFor()
    expect(await page.getByLabel("Password", { exact: true }).getAttribute("aria-invalid")).toBe("true")
    expect(await page.getByLabel("First name", { exact: true }).inputValue()).toBe(customer.firstName)
    expect(await page.getByLabel("E-mail address", { exact: true }).inputValue()).toBe(customer.email)
    expect(await page.getByLabel("Phone", { exact: true }).inputValue()).toBe(customer.phone)
    expect(await page.getByRole("checkbox", { name: /I agree to the/ }).isChecked()).toBe(true)
    expect(page.url()).toBe(`${shop}/register?lng=en`)
  })

  it("registers, activates from the e-mailed link, logs in and shows the dashboard", async () => {
    const { page } = browser
    await page.goto(`${shop}/register`)
    expect(await page.title()).toBe("DreamShade | Inscription")
    await fillRegistration(
      page,
      { firstName: "Prénom", lastName: "Nom", email: "Adresse e-mail", phone: "Téléphone", password: "Mot de passe", confirm: "Confirmer le mot de passe" },
      PASSWORD
    )
    await page.getByRole("checkbox", { name: /J’accepte les/ }).check()
    await solveCaptcha(page)
    await page.getByRole("button", { name: "Créer mon compte" }).click()
    await page.getByRole("status").filter({ hasText: "Compte créé avec succès !" }).waitFor()

    const email = await waitForLatestEmail(customer.email, "account-activation", outboxDir)
    const link = email.links.find((candidate) => candidate.includes("/account-activation/"))
    expect(link).toBeDefined()
    expect(new URL(link!).origin).toBe(shop)
    await page.goto(link!)
    // Opening the link validates nothing: a mail scanner that follows it cannot spend it.
    expect(await page.getByText("Compte validé avec succès !", { exact: false }).count()).toBe(0)
    await page.getByRole("button", { name: "Activer mon compte" }).click()
    await page.getByText("Compte validé avec succès ! Vous pouvez maintenant vous connecter", { exact: true }).waitFor()
    expect(await page.getByLabel("Adresse e-mail", { exact: true }).inputValue()).toBe(customer.email)

    await logIn(page)
    await page.waitForURL(`${shop}/dashboard`)
    expect(await waitForTitle(page, "DreamShade | Tableau de bord")).toBe("DreamShade | Tableau de bord")
    await page.getByText("Bonjour Awa !").waitFor()
    await page.getByRole("heading", { name: "Profil complété à 67 %" }).waitFor()
    expect(await page.getByRole("link", { name: "une photo de profil" }).getAttribute("href")).toBe("/my-account#picture")
    await page.getByText(/Veuillez mettre à jour votre profil et ajouter une adresse de livraison/).waitFor()
    await page.getByText("Vous n’avez pas encore passé de commande.").waitFor()
    await page.getByRole("link", { name: "Mon compte (Awa)" }).waitFor()

    // Activation left an unread notification; opening it marks it read.
    const notifications = page.getByRole("region", { name: "Notifications" })
    await notifications.getByText("1 non lue").waitFor()
    const responses = page.waitForResponse((response) => response.request().method() === "POST" && response.ok())
    await notifications.getByText("Bienvenue ! Votre compte est validé : bonnes emplettes.").click()
    await responses
    await page.reload()
    await notifications.getByText("Bienvenue ! Votre compte est validé : bonnes emplettes.").waitFor()
    expect(await notifications.getByText("Non lue", { exact: true }).count()).toBe(0)

    // An address completes the profile's delivery part and ends the prompt.
    await page.getByRole("link", { name: "une adresse", exact: true }).click()
    await page.waitForURL(`${shop}/my-account#addresses`)
    const addresses = page.getByRole("region", { name: "Adresses" })
    await addresses.getByLabel("Ville", { exact: true }).fill("Douala")
    await addresses.getByRole("button", { name: "Ajouter l’adresse" }).click()
    await addresses.getByText("Adresse ajoutée avec succès").waitFor()
    await addresses.getByText("Douala, Cameroun").waitFor()
    await page.getByRole("navigation", { name: "Mon espace" }).getByRole("link", { name: "Tableau de bord" }).click()
    await page.getByRole("heading", { name: "Profil complété à 83 %" }).waitFor()
    expect(await page.getByText(/ajouter une adresse de livraison/).count()).toBe(0)
  })

  it("sends a reset link only after the captcha, and says so whether or not the account exists", async () => {
    const { page } = browser
    await page.goto(`${shop}/forgot-password`)
    await page.getByLabel("Adresse e-mail", { exact: true }).fill(customer.email)
    await solveCaptcha(page)
    await page.getByRole("button", { name: "Envoyer le lien" }).click()
    await page.getByText("Si un compte existe pour cette adresse, un lien de réinitialisation vient d’y être envoyé par e-mail.").waitFor()
    const email = await waitForLatestEmail(customer.email, "password-reset", outboxDir)
    expect(email.links.some((link) => link.includes("/reset-password/"))).toBe(true)
  })

  it("sends a visitor from a protected page to login and back to it, query included", async () => {
    const { page } = browser
    await page.goto(`${shop}/my-subscriptions?from=e2e`)
    expect(page.url()).toBe(`${shop}/login?returnUrl=%2Fmy-subscriptions%3Ffrom%3De2e`)
    expect(await page.title()).toBe("DreamShade | Connexion")

    await logIn(page)
    await page.waitForURL(`${shop}/my-subscriptions?from=e2e`)
    await page.getByRole("heading", { name: "Mes paiements", level: 1 }).waitFor()
    await page.getByText("Aucun paiement pour l’instant : ils apparaîtront ici après votre première commande.").waitFor()

    // Logging out ends the session: the protected page asks to log in again.
    await page.getByRole("button", { name: "Se déconnecter" }).first().click()
    await page.waitForURL(`${shop}/`)
    await page.getByText("Vous êtes déconnecté. À bientôt !").waitFor()
    await page.goto(`${shop}/dashboard`)
    expect(page.url()).toBe(`${shop}/login?returnUrl=%2Fdashboard`)
  })

  it("switches language on the account screens and keeps the page", async () => {
    const { page } = browser
    await page.goto(`${shop}/login?returnUrl=%2Fmy-account`)
    await page.getByRole("button", { name: "English" }).click()
    await page.waitForURL(`${shop}/login?returnUrl=%2Fmy-account`)
    expect(await page.title()).toBe("DreamShade | Log in")
    await page.getByRole("button", { name: "Log in" }).waitFor()

    await page.getByLabel("E-mail address", { exact: true }).fill(customer.email)
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD)
    await solveCaptcha(page)
    await page.getByRole("button", { name: "Log in" }).click()
    await page.waitForURL(`${shop}/my-account`)
    expect(await waitForTitle(page, "DreamShade | My account")).toBe("DreamShade | My account")
    await page.getByRole("heading", { name: "Personal details" }).waitFor()

    await page.getByRole("button", { name: "Français" }).click()
    await page.waitForURL(`${shop}/my-account`)
    expect(await page.title()).toBe("DreamShade | Mon compte")
    await page.getByRole("heading", { name: "Informations personnelles" }).waitFor()
    expect(await page.getByLabel("Prénom", { exact: true }).inputValue()).toBe(customer.firstName)
  })
})

describe("staff admin: account state", () => {
  const browser = useBrowserPage({ expectedErrors: [/status of 401/] })

  it("shows the customer's account state on the customer page and lets staff deactivate and reactivate it", async () => {
    const { page } = browser
    await signInToAdmin(page)

    await page.goto(`${backend}/app/customers`)
    await page.getByText(customer.email).first().click()
    await page.getByRole("heading", { name: /^(Customer account|Compte client)$/ }).waitFor()
    await page.getByText(/^(Active|Actif)$/).waitFor()

    page.once("dialog", (dialog) => void dialog.accept())
    await page.getByRole("button", { name: /^(Deactivate account|Désactiver le compte)$/ }).click()
    await page.getByText(/^(Deactivated|Désactivé)$/).waitFor()

    await page.getByRole("button", { name: /^(Reactivate account|Réactiver le compte)$/ }).click()
    await page.getByText(/^(Active|Actif)$/).waitFor()
  })
})
