import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"
import {
  createInventoryLevelsWorkflow,
  createLocationFulfillmentSetWorkflow,
  createProductsWorkflow,
  createOrderWorkflow,
  createShippingOptionsWorkflow,
} from "@medusajs/medusa/core-flows"
import { seedCatalogue, storeHeaders } from "./helpers"
import { activeCustomer } from "./helpers/accounts"

/**
 * Checkout through the store API the way the storefront does it, for the order tests.
 * `api` is the test runner's axios client; `store` the publishable-key headers (`storeHeaders`).
 */
export type Api = any
type StoreHeaders = (locale?: string) => { headers: Record<string, string> }
export type Shopper = { customerId: string; email: string; headers: Record<string, string> }

export const DOUALA_ADDRESS = {
  first_name: "Aïcha",
  last_name: "Ngo Bassa",
  address_1: "Rue Njo-Njo, Bonapriso",
  city: "Douala",
  country_code: "cm",
  phone: "237690112233",
}

async function query(container: MedusaContainer, entity: string, fields: string[], filters: Record<string, unknown>) {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity, fields, filters })
  return data as any[]
}

/**
 * A signed-in, activated customer, made through the account routes (register with a solved
 * captcha, the e-mailed link, login). `locale` is the account's language: e-mails follow it.
 */
export async function createShopper(api: Api, store: StoreHeaders, email: string, locale: "fr" | "en" = "fr"): Promise<Shopper> {
  const customer = await activeCustomer(api, store, { email, locale })
  return {
    customerId: customer.id,
    email,
    headers: { ...store().headers, authorization: `Bearer ${customer.token}` },
  }
}

/** A flat-rate Cameroon delivery option on the seeded Douala stock location (1,000 XAF). */
export async function createFlatShippingOption(container: MedusaContainer): Promise<string> {
  const [location] = await query(container, "stock_location", ["id"], { name: "DreamShade Douala" })
  const [profile] = await query(container, "shipping_profile", ["id"], { type: "default" })
  await container.resolve(ContainerRegistrationKeys.LINK).create({
    [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
    [Modules.FULFILLMENT]: { fulfillment_provider_id: "manual_manual" },
  })
  await createLocationFulfillmentSetWorkflow(container).run({
    input: { location_id: location.id, fulfillment_set_data: { name: "Test delivery", type: "shipping" } },
  })
  const [set] = await query(container, "fulfillment_set", ["id"], { name: "Test delivery" })
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const zone = await fulfillment.createServiceZones({
    name: "Cameroon (test)",
    fulfillment_set_id: set.id,
    geo_zones: [{ type: "country", country_code: "cm" }],
  })
  const { result } = await createShippingOptionsWorkflow(container).run({
    input: [
      {
        name: "Douala delivery (test)",
        service_zone_id: zone.id,
        shipping_profile_id: profile.id,
        provider_id: "manual_manual",
        type: { label: "Douala", description: "Flat fee", code: "test-douala" },
        price_type: "flat",
        prices: [{ amount: 1000, currency_code: "xaf" }],
      },
    ],
  })
  return result[0].id
}

/** A product of its own with `stock` units at the Douala shop, so stock tests touch nothing else. */
export async function createStockedProduct(
  container: MedusaContainer,
  { title, price, stock }: { title: string; price: number; stock: number }
): Promise<{ productId: string; variantId: string; inventoryItemId: string; locationId: string }> {
  const [location] = await query(container, "stock_location", ["id"], { name: "DreamShade Douala" })
  const [profile] = await query(container, "shipping_profile", ["id"], { type: "default" })
  const [channel] = await query(container, "sales_channel", ["id"], { name: "DreamShade online shop" })
  const { result } = await createProductsWorkflow(container).run({
    input: {
      products: [
        {
          title,
          status: ProductStatus.PUBLISHED,
          shipping_profile_id: profile.id,
          options: [{ title: "Format", values: ["Standard"] }],
          variants: [
            {
              title: "Standard",
              sku: `TEST-${title.replace(/\W+/g, "-").toUpperCase()}`,
              manage_inventory: true,
              options: { Format: "Standard" },
              prices: [{ amount: price, currency_code: "xaf" }],
            },
          ],
          sales_channels: [{ id: channel.id }],
        },
      ],
    },
  })
  const [variant] = await query(container, "product_variant", ["id", "inventory_items.inventory_item_id"], {
    id: result[0].variants[0].id,
  })
  const inventoryItemId = variant.inventory_items[0].inventory_item_id
  await createInventoryLevelsWorkflow(container).run({
    input: { inventory_levels: [{ inventory_item_id: inventoryItemId, location_id: location.id, stocked_quantity: stock }] },
  })
  return { productId: result[0].id, variantId: variant.id, inventoryItemId, locationId: location.id }
}

export async function cameroonRegionId(container: MedusaContainer): Promise<string> {
  const [region] = await query(container, "region", ["id"], { name: "Cameroon" })
  return region.id
}

/** A cart ready to complete: items, addresses, delivery, a payment session with `providerId`. */
export async function prepareCart(
  api: Api,
  shopper: Shopper,
  options: {
    regionId: string
    shippingOptionId: string
    providerId: string
    /** The payment session's `data` (a mobile-money number: `{ phone }`). */
    paymentData?: Record<string, unknown>
    items: { variant_id: string; quantity: number }[]
    metadata?: Record<string, unknown>
    promoCodes?: string[]
  }
): Promise<string> {
  const headers = { headers: shopper.headers }
  const { data } = await api.post(
    "/store/carts",
    {
      region_id: options.regionId,
      email: shopper.email,
      shipping_address: DOUALA_ADDRESS,
      billing_address: DOUALA_ADDRESS,
      metadata: options.metadata,
    },
    headers
  )
  const cartId = data.cart.id as string
  for (const item of options.items) await api.post(`/store/carts/${cartId}/line-items`, item, headers)
  if (options.promoCodes) await api.post(`/store/carts/${cartId}/promotions`, { promo_codes: options.promoCodes }, headers)
  await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: options.shippingOptionId }, headers)
  const collection = await api.post("/store/payment-collections", { cart_id: cartId }, headers)
  await api.post(
    `/store/payment-collections/${collection.data.payment_collection.id}/payment-sessions`,
    { provider_id: options.providerId, ...(options.paymentData ? { data: options.paymentData } : {}) },
    headers
  )
  return cartId
}

// --- One set-up for the order specs (store-checkout, store-carts-complete, store-account-orders,
// order-notices): the seeded shop, its store headers, the Cameroon region and a delivery option.

/** A cart's contents and payment; the region and delivery come from the set-up. */
export type CartContents = Omit<Parameters<typeof prepareCart>[2], "regionId" | "shippingOptionId">

export type CheckoutSetUp = {
  store: StoreHeaders
  regionId: string
  shippingOptionId: string
  /** A signed-in, activated customer (`createShopper`). */
  shopper: (email: string, locale?: "fr" | "en") => Promise<Shopper>
  /** A cart ready to complete (`prepareCart`), in the Cameroon region with the set-up's delivery. */
  cart: (shopper: Shopper, contents: CartContents) => Promise<string>
  /** A cart prepared and completed; throws with the answer when it did not become an order. */
  placeOrder: (shopper: Shopper, contents: CartContents) => Promise<{ id: string; display_id: number }>
}

/**
 * Seeds the catalogue and gets what every order spec needs. `delivery`: "flat" adds a 1,000 XAF
 * manual option (`createFlatShippingOption`); "seeded" uses the seed's Douala home delivery of the
 * douala-delivery provider, as the storefront does. Call it once, in `beforeAll`.
 */
export async function setUpCheckout(
  container: MedusaContainer,
  api: Api,
  { delivery = "flat" }: { delivery?: "flat" | "seeded" } = {}
): Promise<CheckoutSetUp> {
  await seedCatalogue(container)
  const store = await storeHeaders(api)
  const regionId = await cameroonRegionId(container)
  const shippingOptionId =
    delivery === "flat" ? await createFlatShippingOption(container) : await seededDoualaOptionId(container)
  const cart = (shopper: Shopper, contents: CartContents) =>
    prepareCart(api, shopper, { regionId, shippingOptionId, ...contents })
  return {
    store,
    regionId,
    shippingOptionId,
    shopper: (email, locale) => createShopper(api, store, email, locale),
    cart,
    placeOrder: async (shopper, contents) => {
      const response = await completeCart(api, shopper, await cart(shopper, contents))
      if (response.status !== 200 || response.data.type !== "order") {
        throw new Error(`No order placed: ${response.status} ${JSON.stringify(response.data)}`)
      }
      return response.data.order
    },
  }
}

/** What a payment spec starts from: the checkout's set-up, a signed-in shopper, a stocked product. */
export type PaymentSpecSetUp = { checkout: CheckoutSetUp; shopper: Shopper; variantId: string }

/** The set-up every payment spec makes once, in `beforeAll`: `setUpCheckout`, a shopper, a product. */
export async function setUpPaymentSpec(
  container: MedusaContainer,
  api: Api,
  shopperEmail: string,
  product: Parameters<typeof createStockedProduct>[1]
): Promise<PaymentSpecSetUp> {
  const checkout = await setUpCheckout(container, api)
  const shopper = await checkout.shopper(shopperEmail)
  const { variantId } = await createStockedProduct(container, product)
  return { checkout, shopper, variantId }
}

/** The seeded shipping option for home delivery in Douala (its provider data `id` is "douala"). */
async function seededDoualaOptionId(container: MedusaContainer): Promise<string> {
  const options = await query(container, "shipping_option", ["id", "data"], {})
  const douala = options.find((option) => option.data?.id === "douala")
  if (!douala) throw new Error('The seed made no shipping option with data.id "douala".')
  return douala.id
}

/**
 * An order written as a checkout's first step writes it, and nothing more: no payment, no stock
 * reservation, no cart. What a checkout cut off by a crash leaves (docs/decisions/032).
 */
export async function writeBareOrder(
  container: MedusaContainer,
  { regionId, shopper, variantId, title, price }: { regionId: string; shopper: Shopper; variantId: string; title: string; price: number }
) {
  const { result: order } = await createOrderWorkflow(container).run({
    input: {
      region_id: regionId,
      email: shopper.email,
      customer_id: shopper.customerId,
      currency_code: "xaf",
      shipping_address: DOUALA_ADDRESS,
      billing_address: DOUALA_ADDRESS,
      items: [{ variant_id: variantId, quantity: 1, title, unit_price: price }],
    },
  })
  return order
}

// --- End of the order specs' set-up.

/** `POST /store/carts/:id/complete`, answering the response whatever its status. */
export async function completeCart(api: Api, shopper: Shopper, cartId: string) {
  return api
    .post(`/store/carts/${cartId}/complete`, {}, { headers: shopper.headers })
    .catch((error: any) => error.response ?? Promise.reject(error))
}
