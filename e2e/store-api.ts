import { activeCustomer } from "../backend/integration-tests/helpers/accounts"

/**
 * The store and admin APIs over plain HTTP, for journeys that need many orders and no page:
 * a customer registered and activated through the account routes (captcha solved, e-mailed link),
 * carts made the way the storefront makes them.
 */

type Answer = { status: number; data: any }

/** The small part of axios the backend's account helpers use (`get`, `post`, `validateStatus`). */
function axiosLike(baseUrl: string) {
  const call = async (method: string, path: string, body: unknown, options: { headers?: Record<string, string>; validateStatus?: () => boolean } = {}) => {
    const response = await fetch(baseUrl + path, {
      method,
      headers: { ...options.headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    const answer: Answer = { status: response.status, data: text ? JSON.parse(text) : null }
    if (response.status >= 400 && !options.validateStatus) {
      throw Object.assign(new Error(`${method} ${path}: HTTP ${response.status} ${text}`), { response: answer })
    }
    return answer
  }
  return {
    get: (path: string, options?: { headers?: Record<string, string> }) => call("GET", path, undefined, options),
    post: (path: string, body: unknown, options?: { headers?: Record<string, string>; validateStatus?: () => boolean }) => call("POST", path, body, options),
  }
}

export type StoreShopper = { email: string; headers: Record<string, string> }
/** A cart completion's answer: its status (0 when the connection failed), the server that answered, the body. */
export type Completion = { status: number; servedBy: string | null; body: any }

const DOUALA_ADDRESS = {
  first_name: "Aïcha",
  last_name: "Ngo Bassa",
  address_1: "Rue Njo-Njo, Bonapriso",
  city: "Douala",
  country_code: "cm",
  phone: "237690112233",
}

export async function storeApi(backendUrl: string) {
  const api = axiosLike(backendUrl)
  const { data } = await api.get("/storefront/publishable-key")
  const store = () => ({ headers: { "x-publishable-api-key": data.publishable_key as string } })
  const { data: regions } = await api.get("/store/regions?fields=id,currency_code", store())
  const regionId = regions.regions.find((region: { currency_code: string }) => region.currency_code === "xaf").id as string

  return {
    api,
    /** A signed-in, activated customer (needs MAIL_OUTBOX_DIR for the activation e-mail). */
    async shopper(email: string): Promise<StoreShopper> {
      const customer = await activeCustomer(api, store, { email })
      return { email, headers: { ...store().headers, authorization: `Bearer ${customer.token}` } }
    },
    /** A guest (no account): carts carry the e-mail, the headers only the publishable key. */
    guest(email: string): StoreShopper {
      return { email, headers: store().headers }
    },
    /** The id of the first variant of a seed product. */
    async variantOf(handle: string): Promise<string> {
      const { data: found } = await api.get(`/store/products?handle=${handle}&fields=id,variants.id`, store())
      return found.products[0].variants[0].id
    },
    /** A cart with one unit, a Douala address and home delivery, and a payment session of `providerId`. */
    async cart(shopper: StoreShopper, variantId: string, providerId: string, paymentData: Record<string, unknown>): Promise<string> {
      const headers = { headers: shopper.headers }
      const { data: created } = await api.post(
        "/store/carts",
        { region_id: regionId, email: shopper.email, shipping_address: DOUALA_ADDRESS, billing_address: DOUALA_ADDRESS },
        headers
      )
      const cartId = created.cart.id as string
      await api.post(`/store/carts/${cartId}/line-items`, { variant_id: variantId, quantity: 1 }, headers)
      const { data: options } = await api.get(`/store/shipping-options?cart_id=${cartId}`, headers)
      const douala = options.shipping_options.find((option: { data?: { id?: string } }) => option.data?.id === "douala")
      await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: douala.id }, headers)
      const { data: collection } = await api.post("/store/payment-collections", { cart_id: cartId }, headers)
      await api.post(`/store/payment-collections/${collection.payment_collection.id}/payment-sessions`, { provider_id: providerId, data: paymentData }, headers)
      return cartId
    },
    /** Completes the cart and answers whatever came back, a cut connection included (status 0), as a shopper's browser sees it. */
    async complete(shopper: StoreShopper, cartId: string): Promise<Completion> {
      try {
        const response = await fetch(`${backendUrl}/store/carts/${cartId}/complete`, {
          method: "POST",
          headers: { ...shopper.headers, "content-type": "application/json" },
          body: "{}",
        })
        const text = await response.text()
        return { status: response.status, servedBy: response.headers.get("x-served-by"), body: text ? JSON.parse(text) : null }
      } catch (error) {
        return { status: 0, servedBy: null, body: { error: String((error as Error).cause ?? error) } }
      }
    },
    /** Completes the cart; answers the order, or throws with what came back instead. */
    async placeOrder(shopper: StoreShopper, cartId: string): Promise<{ id: string; display_id: number }> {
      const { status, data: placed } = await api.post(`/store/carts/${cartId}/complete`, {}, { headers: shopper.headers, validateStatus: () => true })
      if (status !== 200 || placed.type !== "order") throw new Error(`No order placed: ${status} ${JSON.stringify(placed)}`)
      return placed.order
    },
  }
}
