import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { waitForLatestEmail } from "../backend/integration-tests/outbox"
import { useBrowserPage } from "./browser"
import { solveCaptcha } from "./shopper"
import { signInToAdmin } from "./staff"

const shop = inject("storefrontUrl")
const backend = inject("backendUrl")
const outboxDir = inject("outboxDir")

const LABELS = {
  fr: { kind: "Votre demande", name: "Nom", email: "Adresse e-mail", phone: "Téléphone (facultatif)", subject: "Objet", message: "Message", submit: "Envoyer le message" },
  en: { kind: "Your request", name: "Name", email: "E-mail address", phone: "Phone (optional)", subject: "Subject", message: "Message", submit: "Send the message" },
} as const

async function fill(page: Page, labels: (typeof LABELS)["fr" | "en"], values: { kind: string; name: string; email: string; phone?: string; subject: string; message: string }) {
  await page.getByLabel(labels.kind, { exact: true }).selectOption(values.kind)
  await page.getByLabel(labels.name, { exact: true }).fill(values.name)
  await page.getByLabel(labels.email, { exact: true }).fill(values.email)
  if (values.phone) await page.getByLabel(labels.phone, { exact: true }).fill(values.phone)
  await page.getByLabel(labels.subject, { exact: true }).fill(values.subject)
  await page.getByLabel(labels.message, { exact: true }).fill(values.message)
}

const sentBy = (name: string) => `${name}.${Date.now()}@example.cm`

describe("contact form", () => {
  const browser = useBrowserPage()

  it("refuses a form without a subject and keeps what was typed, without JavaScript", async () => {
    const chromium = browser.page.context().browser()
    if (!chromium) throw new Error("no browser")
    const context = await chromium.newContext({ javaScriptEnabled: false, locale: "fr-FR" })
    try {
      const page = await context.newPage()
      await page.goto(`${shop}/contact`)
      await fill(page, LABELS.fr, { kind: "customer_support", name: "Awa Ngono", email: "awa@", subject: "", message: "Ma commande n'est pas arrivée." })
      await page.getByRole("button", { name: LABELS.fr.submit }).click()
      await page.getByRole("alert").filter({ hasText: "Veuillez remplir tous les champs obligatoires" }).waitFor()
      expect(await page.getByText("Le champ est obligatoire et doit être un e-mail", { exact: true }).count()).toBe(1)
      expect(await page.getByLabel(LABELS.fr.subject, { exact: true }).getAttribute("aria-invalid")).toBe("true")
      expect(await page.getByLabel(LABELS.fr.kind, { exact: true }).inputValue()).toBe("customer_support")
      expect(await page.getByLabel(LABELS.fr.name, { exact: true }).inputValue()).toBe("Awa Ngono")
      expect(await page.getByLabel(LABELS.fr.email, { exact: true }).inputValue()).toBe("awa@")
      expect(await page.getByLabel(LABELS.fr.message, { exact: true }).inputValue()).toBe("Ma commande n'est pas arrivée.")
    } finally {
      await context.close()
    }
  })

  it("sends a message in French: « message envoyé » and an acknowledgement in French", async () => {
    const { page } = browser
    const email = sentBy("awa")
    await page.goto(`${shop}/contact`)
    expect(await page.getByRole("heading", { level: 2, name: "Écrivez-nous" }).count()).toBe(1)
    await fill(page, LABELS.fr, {
      kind: "customer_support",
      name: "Awa Ngono",
      email,
      phone: "237 670 00 00 01",
      subject: "Commande en retard",
      message: "Bonjour,\nma commande n'est pas encore arrivée.",
    })
    await solveCaptcha(page)
    await page.getByRole("button", { name: LABELS.fr.submit }).click()
    await page.getByRole("status").filter({ hasText: "Message envoyé !" }).waitFor()
    // The form is emptied for a next message.
    expect(await page.getByLabel(LABELS.fr.subject, { exact: true }).inputValue()).toBe("")

    const ack = await waitForLatestEmail(email, "contact-acknowledgement", outboxDir)
    expect(ack.subject).toBe("Nous avons bien reçu votre message – DreamShade")
    const toShop = await waitForLatestEmail("contact@dreamshade.cm", "contact-message", outboxDir)
    expect(toShop.text).toContain(email)
  })

  it("sends a message in English: “message sent” and an acknowledgement in English", async () => {
    const { page } = browser
    const email = sentBy("john")
    await page.goto(`${shop}/contact?lng=en`)
    expect(await page.getByRole("heading", { level: 2, name: "Write to us" }).count()).toBe(1)
    // Checked in the browser first, with the spec's words: the check loads when the form is first
    // focused, as when a person starts typing.
    await page.getByLabel(LABELS.en.name, { exact: true }).focus()
    await page.locator("form[data-checked]").waitFor()
    await page.getByRole("button", { name: LABELS.en.submit }).click()
    await page.getByRole("alert").filter({ hasText: "Please fill all required fields" }).waitFor()
    await fill(page, LABELS.en, { kind: "sales_inquiry", name: "John Doe", email, subject: "Wholesale prices", message: "Do you sell to beauty salons?" })
    await solveCaptcha(page)
    await page.getByRole("button", { name: LABELS.en.submit }).click()
    await page.getByRole("status").filter({ hasText: "Message sent!" }).waitFor()

    const ack = await waitForLatestEmail(email, "contact-acknowledgement", outboxDir)
    expect(ack.subject).toBe("We have received your message – DreamShade")
  })
})

describe("contact messages in the Admin", () => {
  const browser = useBrowserPage({ expectedErrors: [/status of 401/] })

  it("staff find a message by kind and state, read it and mark it answered", async () => {
    const { page } = browser
    await signInToAdmin(page)
    await page.goto(`${backend}/app/contact-messages?kind=sales_inquiry&state=new`)
    await page.getByRole("link", { name: "Wholesale prices" }).first().click()
    await page.getByText("Do you sell to beauty salons?", { exact: true }).waitFor()
    await page.getByRole("button", { name: /Mark as answered|Marquer comme répondu/ }).click()
    await page.getByText(/^(Answered on|Répondu le)$/).waitFor()
    await page.goto(`${backend}/app/contact-messages?kind=sales_inquiry&state=answered`)
    await page.getByRole("link", { name: "Wholesale prices" }).first().waitFor()
  })
})
