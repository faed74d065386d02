import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import backendEn from "../backend/src/admin/i18n/json/en.json"
import backendFr from "../backend/src/admin/i18n/json/fr.json"
import mobileMoneyEn from "../plugins/mobile-money/src/admin/i18n/json/en.json"
import mobileMoneyFr from "../plugins/mobile-money/src/admin/i18n/json/fr.json"
import newsletterEn from "../plugins/newsletter/src/admin/i18n/json/en.json"
import newsletterFr from "../plugins/newsletter/src/admin/i18n/json/fr.json"
import payPalEn from "../plugins/paypal/src/admin/i18n/json/en.json"
import payPalFr from "../plugins/paypal/src/admin/i18n/json/fr.json"
import reviewsEn from "../plugins/reviews/src/admin/i18n/json/en.json"
import reviewsFr from "../plugins/reviews/src/admin/i18n/json/fr.json"
import { useBrowserPage } from "./browser"
import { adminApi, signInToAdmin } from "./staff"
import { storeApi } from "./store-api"

const backend = inject("backendUrl")
const simulators = inject("simulatorsUrl")
// The account helpers read the shopper's activation e-mail from MAIL_OUTBOX_DIR.
process.env.MAIL_OUTBOX_DIR = inject("outboxDir")

const MTN = "pp_mtn-momo_mobile-money"
const ORANGE = "pp_orange-money_mobile-money"
const PAYPAL = "pp_paypal_paypal"
const PRODUCT = "kola-roots-avocado-honey-hair-mask"

/** What the staff member must read on each page, in each language: the extensions' own words and the dashboard's. */
const WORDS = {
  fr: {
    dashboard: { orders: "Commandes", language: "Langue", save: "Enregistrer" },
    backend: backendFr.dreamshade,
    mobileMoney: mobileMoneyFr.mobileMoney,
    payPal: payPalFr.paypal,
    reviews: reviewsFr.reviews,
    newsletter: newsletterFr.newsletter,
  },
  en: {
    dashboard: { orders: "Orders", language: "Language", save: "Save" },
    backend: backendEn.dreamshade,
    mobileMoney: mobileMoneyEn.mobileMoney,
    payPal: payPalEn.paypal,
    reviews: reviewsEn.reviews,
    newsletter: newsletterEn.newsletter,
  },
}

/** The simulated mobile-money payment pushed to `phone`. */
async function paymentTo(phone: string): Promise<{ reference: string }> {
  const payments = (await (await fetch(`${simulators}/control/payments`)).json()) as { reference: string; phone: string }[]
  const payment = payments.find((candidate) => candidate.phone === phone)
  if (!payment) throw new Error(`No simulated payment for ${phone}`)
  return payment
}

/** A staff member invited and registered through the admin and auth APIs, who never opened the admin. */
async function newStaffMember() {
  const admin = await adminApi(backend, inject("admin"))
  const account = { email: `staff.${Date.now()}@dreamshade.cm`, password: "Staff@Member2026" }
  const { invite } = await admin("/admin/invites", { email: account.email })
  const registered = await fetch(`${backend}/auth/user/emailpass/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  })
  const { token } = (await registered.json()) as { token?: string }
  if (!token) throw new Error(`Staff registration refused: ${registered.status}`)
  const accepted = await fetch(`${backend}/admin/invites/accept?token=${encodeURIComponent(invite.token)}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ email: account.email, first_name: "Nadège", last_name: "Ekwalla" }),
  })
  if (!accepted.ok) throw new Error(`Invite not accepted: ${accepted.status} ${await accepted.text()}`)
  return account
}

/**
 * A customer with two orders: one awaiting its MTN payment, one whose Orange payment was refused
 * and that the customer then chose to pay by PayPal (not approved yet).
 */
async function customerWithPayments() {
  const shop = await storeApi(backend)
  const shopper = await shop.shopper(`admin.language.${Date.now()}@example.cm`)
  const variant = await shop.variantOf(PRODUCT)
  const stamp = String(Date.now()).slice(-4)
  const mtnPhone = `23767011${stamp}`
  const orangePhone = `23769022${stamp}`
  const mtnOrder = await shop.placeOrder(shopper, await shop.cart(shopper, variant, MTN, { phone: mtnPhone }))
  const payPalOrder = await shop.placeOrder(shopper, await shop.cart(shopper, variant, ORANGE, { phone: orangePhone }))
  const refused = await fetch(`${simulators}/control/payments/${encodeURIComponent((await paymentTo(orangePhone)).reference)}/refuse`, { method: "POST" })
  expect(refused.status).toBe(200)
  // Once the refusal is in, the order takes another mode.
  await expect
    .poll(
      async () => {
        const answer = await shop.api.post(`/store/account/orders/${payPalOrder.id}/payment`, { provider_id: PAYPAL, data: { locale: "fr" } }, {
          headers: shopper.headers,
          validateStatus: () => true,
        })
        return answer.status
      },
      { timeout: 30_000, interval: 1_000 }
    )
    .toBe(200)
  const { data } = await shop.api.get("/store/customers/me?fields=id", { headers: shopper.headers })
  return { customerId: data.customer.id as string, mtnOrderId: mtnOrder.id, payPalOrderId: payPalOrder.id }
}

/** Every page and widget of ours, and the dashboard around them, worded in `language`. */
async function expectEverythingIn(page: Page, language: "fr" | "en", data: Awaited<ReturnType<typeof customerWithPayments>>) {
  const words = WORDS[language]
  const other = WORDS[language === "fr" ? "en" : "fr"]

  await page.goto(`${backend}/app/orders/${data.mtnOrderId}`)
  await page.getByRole("heading", { name: words.mobileMoney.title }).first().waitFor()
  await page.getByText(words.mobileMoney.statuses.pending, { exact: true }).first().waitFor()
  await page.getByText(`${words.mobileMoney.reference}:`, { exact: false }).first().waitFor()
  await page.getByRole("link", { name: words.dashboard.orders, exact: true }).first().waitFor()
  await page.getByRole("link", { name: words.reviews.menu, exact: true }).first().waitFor()
  await page.getByRole("link", { name: words.backend.contactMessages, exact: true }).first().waitFor()

  await page.goto(`${backend}/app/orders/${data.payPalOrderId}`)
  await page.getByRole("heading", { name: words.payPal.title, exact: true }).first().waitFor()
  await page.getByText(words.payPal.statuses.created, { exact: true }).first().waitFor()
  await page.getByText(words.mobileMoney.statuses.failed, { exact: true }).first().waitFor()
  expect(await page.getByText(other.payPal.statuses.created, { exact: true }).count()).toBe(0)

  await page.goto(`${backend}/app/customers/${data.customerId}`)
  await page.getByRole("heading", { name: words.backend.account.title }).first().waitFor()
  await page.getByText(words.backend.account.status.active, { exact: true }).first().waitFor()
  await page.getByRole("heading", { name: words.backend.favourites.title }).first().waitFor()
  await page.getByText(words.backend.favourites.empty, { exact: true }).first().waitFor()

  await page.goto(`${backend}/app/reviews`)
  await page.getByRole("heading", { name: words.reviews.title }).first().waitFor()
  await page.getByRole("columnheader", { name: words.reviews.columns.comment }).first().waitFor()

  await page.goto(`${backend}/app/newsletter`)
  await page.getByRole("heading", { name: words.newsletter.title }).first().waitFor()
  await page.getByRole("link", { name: words.newsletter.export }).first().waitFor()

  await page.goto(`${backend}/app/contact-messages`)
  await page.getByRole("heading", { name: words.backend.contact.title }).first().waitFor()
  await page.getByLabel(words.backend.contact.kindFilter, { exact: true }).first().waitFor()
  expect(await page.getByRole("option", { name: words.backend.contact.kind.sales_inquiry }).count()).toBe(1)

  // No translation key shown anywhere as it is.
  expect(await page.getByText(/\b(dreamshade|mobileMoney|paypal|reviews|newsletter)\.[a-z]/).count()).toBe(0)
}

describe("the admin's language for staff", () => {
  // Before signing in, the admin asks who is signed in and gets a 401: the browser logs it.
  const browser = useBrowserPage({ expectedErrors: [/status of 401/] })

  it("shows a new staff member every page and widget in French, and all in English once chosen in the profile", { timeout: 240_000 }, async () => {
    const { page } = browser
    // The customer's order list shows the shipping country's flag from a public CDN, out of reach
    // of the test machine: an empty picture stands for it.
    await page.route("https://cdn.jsdelivr.net/gh/lipis/flag-icons/**", (route) =>
      route.fulfill({ status: 200, contentType: "image/svg+xml", body: '<svg xmlns="http://www.w3.org/2000/svg"/>' })
    )
    const [staff, data] = await Promise.all([newStaffMember(), customerWithPayments()])

    // The login page already speaks French: the captcha's words come from our widget.
    await page.goto(`${backend}/app`)
    await page.getByText(WORDS.fr.backend.captcha.hint, { exact: true }).first().waitFor()
    await signInToAdmin(page, staff)
    await expectEverythingIn(page, "fr", data)

    // The dashboard's own language switch, in the profile.
    await page.goto(`${backend}/app/settings/profile/edit`)
    await page.getByRole("combobox").filter({ hasText: "Français" }).click()
    await page.getByRole("option", { name: "English", exact: true }).click()
    await page.getByRole("button", { name: WORDS.fr.dashboard.save, exact: true }).click()
    await page.waitForURL(/\/app\/settings\/profile$/)

    await expectEverythingIn(page, "en", data)
    // The choice holds on the next visit.
    await page.reload()
    await page.getByRole("heading", { name: WORDS.en.backend.contact.title }).first().waitFor()
  })
})
