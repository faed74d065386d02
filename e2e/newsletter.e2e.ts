import { afterAll, describe, expect, inject, it } from "vitest"
import { waitForLatestEmail } from "../backend/integration-tests/outbox"
import { useBrowserPage, waitForTitle } from "./browser"
import { sqlClient } from "./sales"
import { solveCaptcha } from "./shopper"

const shop = inject("storefrontUrl")
const outboxDir = inject("outboxDir")

/** One address per run. */
const email = `lea.${Date.now()}@example.cm`

describe("newsletter", () => {
  const browser = useBrowserPage()
  const database = sqlClient(inject("databaseUrl"))
  afterAll(() => database.end())

  it("subscribes from the home page, confirms from the e-mailed link, and the footer then answers as for anyone and e-mails the address", async () => {
    const { page } = browser
    await page.goto(shop)
    const home = page.getByRole("main").getByRole("region", { name: "Notre newsletter" })
    await home.getByLabel("Votre e-mail pour la newsletter", { exact: true }).fill(email)
    await solveCaptcha(home)
    await home.getByRole("button", { name: "Je m'inscris" }).click()
    const checkInbox = `Vérifiez votre boîte e-mail : nous venons d'écrire à ${email}.`
    await home.getByRole("status").filter({ hasText: checkInbox }).waitFor()

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

    // The footer's form, on another page, once an address may get another e-mail (the per-address
    // brake's interval, moved back here): a confirmed address gets the answer anyone gets, and the
    // address an e-mail saying it is already subscribed.
    await database.sql("UPDATE newsletter_subscriber SET confirmation_sent_at = now() - interval '1 hour' WHERE email = $1", [email])
    await page.goto(`${shop}/shop`)
    const footer = page.getByRole("contentinfo").getByRole("form", { name: "Notre newsletter" })
    await footer.getByLabel("Votre e-mail pour la newsletter", { exact: true }).fill(email.toUpperCase())
    await solveCaptcha(footer)
    await footer.getByRole("button", { name: "Je m'inscris" }).click()
    await page.getByRole("contentinfo").getByRole("status").filter({ hasText: checkInbox }).waitFor()
    const notice = await waitForLatestEmail(email, "newsletter-already-subscribed", outboxDir)
    expect(notice.subject).toBe("Vous êtes déjà inscrit à la newsletter DreamShade")

    // That e-mail's unsubscribe link works without logging in.
    const unsubscribe = notice.links.find((url) => url.includes("/newsletter/unsubscribe?"))
    await page.goto(unsubscribe as string)
    await page.getByRole("button", { name: "Me désinscrire" }).click()
    await page.getByRole("status").filter({ hasText: `l'adresse ${email} est désinscrite` }).waitFor()
  })
})
