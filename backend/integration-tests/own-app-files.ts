/**
 * The HTTP spec files that start an app of their own, in a process of their own: each sets the
 * configuration before its app starts (simulated operators on ports of its own, a Redis server,
 * limits lowered to test them). Every other spec file shares its test process's app
 * (shared-app.ts), which refuses a file that changes the configuration.
 */
export const OWN_APP_FILES = [
  "client-address",
  "hooks-throttle",
  "redis",
  "store-order-pay-again",
  "store-payment-sessions",
  "store-payments-card",
  "store-payments-mtn",
  "store-payments-notchpay",
  "store-payments-orange",
  "store-payments-paypal",
  "whatsapp",
].map((name) => `integration-tests/http/${name}.spec.ts`)
