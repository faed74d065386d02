import type { MedusaContainer } from "@medusajs/framework/types"
import { BANK_DEPOSIT_PROVIDER } from "../../src/modules/offline-payment"
import { type Api, type CartContents, type CheckoutSetUp, createStockedProduct, type Shopper, setUpCheckout } from "../checkout"

/**
 * What the order profiles place orders with: the seeded shop with its Douala home delivery, one
 * signed-in shopper, and a cart of two products of their own (well stocked, so no profile runs
 * out) paid by bank deposit.
 */
export async function orderProfileShop(
  container: MedusaContainer,
  api: Api,
  label: string
): Promise<{ checkout: CheckoutSetUp; shopper: Shopper; contents: CartContents }> {
  const checkout = await setUpCheckout(container, api, { delivery: "seeded" })
  const shopper = await checkout.shopper(`${label}-${Date.now()}@example.cm`)
  const products = await Promise.all(
    ["Beurre de karité", "Savon noir"].map((title, n) => createStockedProduct(container, { title: `${title} ${label}`, price: 4500 + n * 1000, stock: 1000 }))
  )
  const contents = {
    providerId: BANK_DEPOSIT_PROVIDER,
    items: products.map((product) => ({ variant_id: product.variantId, quantity: 1 })),
  }
  return { checkout, shopper, contents }
}
