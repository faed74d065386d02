import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { useBrowserPage } from "./browser"
import { adminApi, signInToAdmin, staffToken } from "./staff"
import { addToBag, inStockSeedProducts, logInAtCheckout, placeOrder, registerAndActivate, setDoualaAddressAndDelivery } from "./shopper"

const shop = inject("storefrontUrl")
const backend = inject("backendUrl")
const outboxDir = inject("outboxDir")

const customer = { firstName: "Mireille", lastName: "Tchoupo", email: `mireille.${Date.now()}@example.cm`, phone: "237690000021" }
// A product no other journey buys, so its rating is this journey's alone.
const product = inStockSeedProducts.at(-1)!
const productPage = `${shop}/product/${product.handle}/details`
// Marked with this run, so staff find this review among earlier runs' ones (same data folder).
const RUN = Date.now().toString(36)
const COMMENT = `Texture fondante <b>et</b> <img src=x onerror="alert(1)"> parfum léger (${RUN}).`

const reviewsArea = (page: Page) => page.getByRole("region", { name: "Avis clients" })

/**
 * Earlier runs on the same data folder left reviews of this product: staff hide them through the
 * admin API first, so the average this journey sees is its own review's.
 */
async function hideEarlierReviews() {
  const headers = { authorization: `Bearer ${await staffToken()}`, "content-type": "application/json" }
  const admin = (path: string, body?: object) =>
    fetch(`${backend}${path}`, { method: body ? "POST" : "GET", headers, body: body && JSON.stringify(body) }).then((r) => r.json())
  const { products } = await admin(`/admin/products?handle=${product.handle}&fields=id`)
  const { reviews } = await admin(`/admin/reviews?product_id=${products[0].id}&status=visible&limit=100`)
  for (const review of reviews) await admin(`/admin/reviews/${review.id}`, { status: "hidden" })
}

/** Staff mark a bank deposit received: the Admin's Capture on the order's payment. */
async function markOrderPaid(orderId: string) {
  const admin = await adminApi(backend, inject("admin"))
  const { order } = await admin(`/admin/orders/${orderId}?fields=payment_collections.payments.id`)
  for (const collection of order.payment_collections) {
    for (const payment of collection.payments) await admin(`/admin/payments/${payment.id}/capture`, {})
  }
}

describe("reviews", () => {
  // The refused review answers 400, and the admin asks who is signed in before staff log in (401):
  // the browser logs both.
  const browser = useBrowserPage({ expectedErrors: [/status of 400/, /status of 401/] })

  it("a bank deposit not received yet explains why there is no form; once paid, the buyer reviews and sees the new average; staff hide it", async () => {
    const { page } = browser
    await hideEarlierReviews()
    await registerAndActivate(page, shop, outboxDir, customer)
    await page.context().clearCookies()

    // Not signed in: no form, an invitation to sign in.
    await page.goto(productPage)
    await reviewsArea(page).getByText("Aucun avis pour le moment").waitFor()
    await reviewsArea(page).getByRole("link", { name: "Se connecter" }).waitFor()

    await addToBag(page, shop, product)
    await page.goto(`${shop}/cart`)
    await page.getByRole("link", { name: "Commander" }).click()
    await logInAtCheckout(page, shop, customer.email)
    await setDoualaAddressAndDelivery(page)
    await page.getByRole("radio", { name: "Dépôt bancaire" }).check()
    const orderId = await placeOrder(page, shop)

    // Ordered, not paid yet (the deposit is not received): no form, the reason instead.
    await page.goto(productPage)
    await reviewsArea(page)
      .getByText("Vous avez commandé ce produit\u00A0: vous pourrez donner votre avis une fois la commande payée.")
      .waitFor()
    const form = page.getByRole("form", { name: "Donner votre avis" })
    expect(await form.count()).toBe(0)

    // Staff mark it paid: the form. Sent without a rating, it is refused and keeps what was typed.
    await markOrderPaid(orderId)
    await page.goto(productPage)
    await form.getByLabel("Votre avis").fill(COMMENT)
    await form.getByRole("button", { name: "Publier mon avis" }).click()
    await form.getByRole("alert").filter({ hasText: "Veuillez écrire un avis et choisir une note." }).waitFor()
    expect(await form.getByLabel("Votre avis").inputValue()).toBe(COMMENT)

    await form.getByRole("radio", { name: "4\u00A0étoiles" }).check()
    await form.getByRole("button", { name: "Publier mon avis" }).click()
    const reviews = reviewsArea(page)
    await reviews.getByText("Merci\u00A0! Votre avis est publié.").waitFor()
    await reviews.getByText("4,0 sur 5").waitFor()
    await reviews.getByText("1\u00A0avis", { exact: true }).first().waitFor()
    const review = reviews.getByRole("article", { name: "Mireille T." })
    await review.getByText("Achat vérifié").waitFor()
    // The markup typed shows as text; nothing of it became an element.
    expect(await review.getByText(COMMENT).count()).toBe(1)
    expect(await review.locator("b, img").count()).toBe(0)
    expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join("")).toContain('"aggregateRating"')

    // The shop's rating filter finds it once the search index has the new average.
    await expect
      .poll(async () => {
        await page.goto(`${shop}/shop?rating=4`)
        return page.getByRole("link", { name: product.title.fr }).count()
      }, { timeout: 15_000 })
      .toBeGreaterThan(0)

    // Staff hide it in the admin: the product has no review again.
    await signInToAdmin(page)
    await page.goto(`${backend}/app/reviews`)
    const row = page.getByRole("row").filter({ hasText: RUN })
    await row.getByRole("button", { name: /^(Hide|Masquer)$/ }).click()
    await row.getByText(/^(Hidden|Masqué)$/).waitFor()
    await page.goto(productPage)
    await reviewsArea(page).getByText("Aucun avis pour le moment").waitFor()
    await reviewsArea(page).getByText("Vous avez déjà donné votre avis sur ce produit. Merci\u00A0!").waitFor()
  }, 120_000)
})
