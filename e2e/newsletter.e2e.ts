import { describe, expect, inject, it } from "vitest"
import { waitForLatestEmail } from "../backend/integration-tests/outbox"
import { useBrowserPage, waitForTitle } from "./browser"
import { solveCaptcha } from "./shopper"

const shop = inject("storefrontUrl")
const outboxDir = inject("outboxDir")

/** One address per run. */
const email = `lea.${Date.now()}@example.cm`

describe("newsletter", () => {
  // The footer's refusal of a subscribed address is a 400 answer, which the browser logs.
  const browser = useBrowserPage({ expectedErrors: [/status of 400/] })

  it("subscribes from the home page, confirms from the e-mailed link, and the footer then refuses the address", async () => {
    const { page } = browser
    await page.goto(shop)
    const home = page.getByRole("main").getByRole("region", { name: "Notre newsletter" })
    await home.getByLabel("Votre e-mail pour la newsletter", { exact: true }).fill(email)
    await solveCaptcha(home)
    await home.getByRole("button", { name: "Je m'inscris" }).click()
    await home.getByRole("status").filter({ hasText: `Ouvrez l'e-mail que nous venons d'envoyer à ${email}` }).waitFor()

    const message = await waitForLatestEmail(email, "newsletter-confirmation", outboxDir)
    expect(message.subject).toBe("Confirmez votre inscription à la newsletter DreamShade")
    expect(message.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click")
    const link = message.links.find((url) => url.includes("/newsletter/confirm/"))
    expect(link?.startsWith(`${shop}/newsletter/confirm/`)).toBe(true)

    await page.goto(link as string)
    expect(await waitForTitle(page, "DreamShade | Confirmer l'inscription à la newsletter")).toBeTruthy()
    await page.getByText(`Inscription de l'adresse ${email} à la newsletter.`).waitFor()
    await page.getByText(/^J'accepte de recevoir par e-mail la newsletter de DreamShade/).waitFor()
    await page.getByRole("button", { name: "Je confirme mon inscription" }).click()
    await page.getByRole("status").filter({ hasText: "Newsletter ajoutée !" }).waitFor()

    // The footer's form, on another page: a confirmed address is refused and stays typed.
    await page.goto(`${shop}/shop`)
    const footer = page.getByRole("contentinfo").getByRole("form", { name: "Notre newsletter" })
    await footer.getByLabel("Votre e-mail pour la newsletter", { exact: true }).fill(email.toUpperCase())
    await solveCaptcha(footer)
    await footer.getByRole("button", { name: "Je m'inscris" }).click()
    await footer.getByText("Cet e-mail est déjà inscrit à la newsletter.", { exact: true }).waitFor()
    expect(await footer.getByLabel("Votre e-mail pour la newsletter", { exact: true }).inputValue()).toBe(email.toUpperCase())

    // The e-mail's unsubscribe link works without logging in.
    const unsubscribe = message.links.find((url) => url.includes("/newsletter/unsubscribe?"))
    await page.goto(unsubscribe as string)
    await page.getByRole("button", { name: "Me désinscrire" }).click()
    await page.getByRole("status").filter({ hasText: `l'adresse ${email} est désinscrite` }).waitFor()
  })
})
