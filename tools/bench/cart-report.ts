import { CART_BENCH, type CartLoads } from "./cart-scenarios.js"
import type { LoadResult } from "./load.js"

const ms = (value: number) => `${value.toFixed(1)} ms`
const row = (name: string, result: LoadResult) =>
  `| ${name} | ${result.requests} | ${result.errors} | ${result.perSecond.toFixed(1)} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${ms(result.max)} | recorded |`

/** The cart and checkout section of docs/benchmarks.md: figures recorded, no budget to meet. */
export function renderCartSection(cart: CartLoads | null): string[] {
  const heading = `## Cart and checkout: ${CART_BENCH.concurrency} concurrent shoppers`
  if (!cart) return [heading, "", "Not measured in this run.", ""]
  return [
    heading,
    "",
    "No budget is set for these: the figures are recorded, not judged. Same closed loop as the search",
    "(each shopper sends its next request when the previous one answered); carts are set up through",
    "the store API before the clock starts, and only the measured call is timed.",
    "",
    "| Scenario | Requests | Errors | Req/s | p50 | p95 | p99 | max | Budget |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---|",
    row("add to cart: `POST /store/carts/:id/line-items`", cart.addToCart),
    row("order placement: `POST /store/carts/:id/complete`", cart.placeOrder),
    row("add to cart, one shopper alone", cart.alone.addToCart),
    row("order placement, one shopper alone", cart.alone.placeOrder),
    "",
    `- *add to cart*: each shopper its own cart in the XAF region, one unit per request, cycling through ${CART_BENCH.variantsPerCart}`,
    `  variants of its own with stock to spare (a cart grows to ${CART_BENCH.variantsPerCart} lines, then quantities rise); at most`,
    `  ${CART_BENCH.addMaxRequests.toLocaleString("en")} requests or ${CART_BENCH.addMaxSeconds} s; an error is any answer but 200.`,
    `- *order placement*: ${cart.placeOrder.prepared} carts prepared beforehand (at most ${CART_BENCH.orderCarts} or ${CART_BENCH.orderPrepareSeconds} s), each with an e-mail,`,
    "  a Douala address, Douala delivery, one unit of its own variant and a bank-deposit payment",
    "  session; each completed once; a success is an answer of `type: \"order\"`, anything else an error.",
    "",
    "How to read it: add to cart is Medusa's add-to-cart workflow (price, stock check, cart totals",
    "refreshed) and grows a little with the cart's lines. Order placement is the heaviest call a",
    "shopper makes: it takes the cart's lock, reserves stock, authorizes the offline payment and",
    "writes the order; the order e-mail follows in the background and is not in the figure. The",
    "storefront asks shoppers to sign in before checkout; these carts carry only an e-mail, and",
    "completing them is the same backend work as for a signed-in shopper's cart. The one-shopper rows",
    "(the same calls, one after the other, before the 20-shopper runs) give the cost of one request",
    "without a queue: with 20 shoppers, p50 near 20 times that means the requests simply queue.",
    "",
  ]
}
