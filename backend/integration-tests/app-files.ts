/**
 * The HTTP spec files that do not run on the `backend-shared-app` project's app (shared-app.ts
 * refuses a file that changes the configuration its app started with).
 */
const specs = (names: string[]) => names.map((name) => `integration-tests/http/${name}.spec.ts`)

/**
 * Each starts an app of its own, in a process of its own: it sets the configuration before its app
 * starts (a Redis server, limits lowered to test them, a trusted proxy, Notch Pay as the operators'
 * gateway, WhatsApp on).
 */
export const OWN_APP_FILES = specs(["client-address", "hooks-throttle", "redis", "store-payments-notchpay", "whatsapp"])

/**
 * Payments with every provider configured against simulated operators, Stripe and PayPal: these
 * files share an app per test process as the shared-app files do, on one set of simulators
 * (simulated-payments.ts).
 */
export const PAYMENTS_APP_FILES = specs([
  "store-order-pay-again",
  "store-payment-sessions",
  "store-payments-card",
  "store-payments-mtn",
  "store-payments-orange",
  "store-payments-paypal",
])
