import path from "node:path"
import { defineConfig, loadEnv } from "@medusajs/framework/utils"
import { readBackendEnv } from "./src/lib/env"
import { cachingEnabled, inMemoryCaching, inMemoryLocking, redisModules } from "./src/lib/redis-modules"
import { uploadDir, UPLOADS_PATH } from "./src/lib/uploads"
import { readShopDetails } from "./src/lib/shop-details"
import { CATALOGUE_MODULE } from "./src/modules/catalogue"
import { ACCOUNT_MODULE } from "./src/modules/account"
import { INVOICE_MODULE } from "./src/modules/invoice"
import { CONTACT_MODULE } from "./src/modules/contact"
import { FAVOURITE_MODULE } from "./src/modules/favourite"
import { passwordHashFor } from "./src/lib/accounts/rules"
import { OFFLINE_PAYMENT_PROVIDER_ID } from "./src/modules/offline-payment"
import { readMobileMoneyOptions } from "./src/lib/payments/mobile-money-env"
import { readStripeOptions, STRIPE_CARD_PROVIDER_ID } from "./src/lib/payments/stripe-env"
import { readPayPalOptions } from "./src/lib/payments/paypal-env"
import { installDefaultSecurityHeaders } from "./src/lib/security/response-headers"
import { installAccessLogRedaction } from "./src/lib/security/access-log"
import { newsletterPluginOptions } from "./src/lib/newsletter/plugin-options"
import { describeOpeningHours } from "./src/lib/orders/order-notices"

/** The dashboard's own react-i18next, the one holding the admin's i18next instance. */
const DASHBOARD_REACT_I18NEXT = path.dirname(
  require.resolve("react-i18next/package.json", { paths: [path.dirname(require.resolve("@medusajs/dashboard/package.json"))] })
)

type ViteAlias = { find: string | RegExp; replacement: string }
const toAliasList = (alias: unknown): ViteAlias[] =>
  Array.isArray(alias)
    ? (alias as ViteAlias[])
    : Object.entries((alias ?? {}) as Record<string, string>).map(([find, replacement]) => ({ find, replacement }))

loadEnv(process.env.NODE_ENV || "development", process.cwd())
const env = readBackendEnv()
// Checked at boot so a malformed shop address or bank account stops the server with its name.
const shop = readShopDetails()
// MTN Mobile Money and Orange Money (plugins/mobile-money) when their gateway's address is set
// (MTN_BASE_URL, ORANGE_BASE_URL, or NOTCHPAY_BASE_URL with MTN_GATEWAY/ORANGE_GATEWAY=notchpay); the launcher points them at the simulators.
const mobileMoney = readMobileMoneyOptions()
// Card (Medusa's Stripe provider) when STRIPE_API_KEY and STRIPE_WEBHOOK_SECRET are set (docs/decisions/026).
const stripeCard = readStripeOptions()
// PayPal in euros (plugins/paypal, docs/decisions/024) when PAYPAL_BASE_URL is set; the launcher points it at the simulators.
const paypal = readPayPalOptions()
installDefaultSecurityHeaders()
// Medusa's access log writes URLs without the tokens and secrets they carry (newsletter links).
installAccessLogRedaction()

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    workerMode: env.MEDUSA_WORKER_MODE,
    // Medusa marks the session cookie Secure whenever NODE_ENV is production; a browser then drops
    // it on http://localhost. Secure follows the public URL's scheme instead.
    // SameSite=Lax (Medusa's default on https is None): a cross-site form never carries the staff
    // session (CSRF); the dashboard is served from this same origin.
    cookieOptions: { sameSite: "lax", ...(env.MEDUSA_BACKEND_URL.startsWith("https://") ? {} : { secure: false }) },
    http: {
      storeCors: env.STORE_CORS,
      adminCors: env.ADMIN_CORS,
      authCors: env.AUTH_CORS,
      jwtSecret: env.JWT_SECRET,
      cookieSecret: env.COOKIE_SECRET,
    },
  },
  // The admin calls its own origin, so one build serves any host and port.
  admin: {
    disable: env.DISABLE_MEDUSA_ADMIN || env.MEDUSA_WORKER_MODE === "worker",
    backendUrl: "/",
    // Extensions' `useTranslation` must reach the dashboard's i18next: in this workspace a plain
    // `react-i18next` import would resolve the storefront's newer, hoisted copy, which has none.
    vite: (config) => ({
      ...config,
      resolve: {
        ...config.resolve,
        alias: [...toAliasList(config.resolve?.alias), { find: /^react-i18next$/, replacement: DASHBOARD_REACT_I18NEXT }],
      },
    }),
  },
  // Product content in French and English (docs/decisions/002-product-translations.md). The flag
  // turns on translated store responses; the module is listed too because defineConfig picks
  // its default modules before feature flags are loaded.
  // Medusa's Caching Module on by default (docs/decisions/022); MEDUSA_FF_CACHING=false turns it off.
  featureFlags: { translation: true, caching: cachingEnabled() },
  // Our own plugins (plugins/*): built with `medusa plugin:build`, loaded from node_modules.
  plugins: [
    { resolve: "@dreamshade/douala-delivery", options: {} },
    // Notch Pay's webhook route checks signatures with this hash key (docs/decisions/023).
    { resolve: "@dreamshade/mobile-money", options: { notchpayWebhookSecret: mobileMoney?.notchpayWebhookSecret } },
    { resolve: "@dreamshade/paypal", options: {} },
    // Newsletter (docs/decisions/018): its subscribe route is guarded by src/api/store/newsletter/middlewares.ts.
    { resolve: "@dreamshade/newsletter", options: newsletterPluginOptions(env) },
    // Verified-buyer reviews and the product ratings the shop search reads (docs/decisions/016).
    { resolve: "@dreamshade/reviews", options: {} },
    // Order updates on WhatsApp (docs/decisions/036): the "placed" message's payment instructions.
    {
      resolve: "@dreamshade/whatsapp",
      options: {
        bankDeposit: {
          fr: `Payez par dépôt ou virement : ${shop.bank.name}, compte ${shop.bank.account_number} au nom de ${shop.bank.account_holder}, avec le n° de commande.`,
          en: `Pay by deposit or transfer: ${shop.bank.name}, account ${shop.bank.account_number} in the name of ${shop.bank.account_holder}, with the order number.`,
        },
        cashAtShop: {
          fr: `Payez en espèces à la boutique : ${shop.address.street}, ${shop.address.district}, ${shop.address.city}, ${describeOpeningHours(shop.hours, "fr")}.`,
          en: `Pay cash at the shop: ${shop.address.street}, ${shop.address.district}, ${shop.address.city}, ${describeOpeningHours(shop.hours, "en")}.`,
        },
      },
    },
  ],
  modules: [
    { resolve: "@medusajs/medusa/translation" },
    { resolve: `./src/modules/${CATALOGUE_MODULE}` },
    { resolve: `./src/modules/${ACCOUNT_MODULE}` },
    { resolve: `./src/modules/${INVOICE_MODULE}` },
    { resolve: `./src/modules/${CONTACT_MODULE}` },
    { resolve: `./src/modules/${FAVOURITE_MODULE}` },
    // Passwords (customers and staff) are hashed with scrypt at N = 2^17, 2^10 in the test suites
    // (src/lib/accounts/rules.ts, docs/decisions/009-customer-accounts.md).
    {
      resolve: "@medusajs/medusa/auth",
      options: {
        providers: [
          { resolve: "@medusajs/medusa/auth-emailpass", id: "emailpass", options: { hashConfig: passwordHashFor(process.env.NODE_ENV) } },
        ],
      },
    },
    // The shop's catalogue index runs on our typed-column provider (docs/decisions/007); Medusa's
    // own Postgres provider stays the default for any other index.
    {
      resolve: "@medusajs/medusa/search",
      options: {
        default_provider: "search-postgres",
        providers: [
          { resolve: "@medusajs/medusa/search-postgres", id: "postgres" },
          { resolve: "./src/modules/search-typed-postgres", id: "typed" },
        ],
      },
    },
    // Bank deposit and cash at the shop: orders saved unpaid, captured by staff (src/modules/offline-payment).
    {
      resolve: "@medusajs/medusa/payment",
      options: {
        webhook_delay: env.PAYMENT_WEBHOOK_DELAY_MS,
        providers: [
          { resolve: "./src/modules/offline-payment", id: OFFLINE_PAYMENT_PROVIDER_ID },
          ...(mobileMoney
            ? [
                {
                  resolve: "@dreamshade/mobile-money/providers/mobile-money",
                  id: "mobile-money",
                  options: { ...mobileMoney, notchpayWebhookSecret: undefined, shopName: env.SHOP_NAME },
                },
              ]
            : []),
          ...(stripeCard ? [{ resolve: "./src/modules/stripe-card", id: STRIPE_CARD_PROVIDER_ID, options: stripeCard }] : []),
          ...(paypal
            ? [{ resolve: "@dreamshade/paypal/providers/paypal", id: "paypal", options: { ...paypal, shopName: env.SHOP_NAME } }]
            : []),
        ],
      },
    },
    {
      resolve: "@medusajs/medusa/file",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/file-local",
            id: "local",
            options: {
              upload_dir: uploadDir(env),
              backend_url: `${env.MEDUSA_BACKEND_URL}${UPLOADS_PATH}`,
            },
          },
        ],
      },
    },
    // E-mail (docs/decisions/008-e-mail.md): SMTP when SMTP_URL is set, otherwise `.eml` files.
    {
      resolve: "@medusajs/medusa/notification",
      options: {
        providers: [
          {
            resolve: "./src/modules/mail",
            id: "mail",
            options: {
              channels: ["email"],
              from: env.MAIL_FROM,
              shopName: env.SHOP_NAME,
              smtpUrl: env.SMTP_URL,
              outboxDir: path.resolve(env.MAIL_OUTBOX_DIR),
              // Links with single-use tokens reach the log only on a laptop (dev, or `npm start`).
              logLinks: env.NODE_ENV !== "production" || env.DREAMSHADE_ALLOW_DEV_SECRETS,
            },
          },
          // Order updates on WhatsApp when WHATSAPP_BASE_URL is set (plugins/whatsapp checks the
          // WHATSAPP_* variables, production rules included); the launcher points it at the simulators.
          ...(process.env.WHATSAPP_BASE_URL
            ? [{ resolve: "@dreamshade/whatsapp/providers/whatsapp", id: "whatsapp", options: { channels: ["whatsapp"] } }]
            : []),
        ],
      },
    },
    // Delivery fees by town (plugins/douala-delivery, docs/decisions/010). Listing the module drops
    // Medusa's default provider list, so the manual provider is named again.
    {
      resolve: "@medusajs/medusa/fulfillment",
      options: {
        providers: [
          { resolve: "@medusajs/medusa/fulfillment-manual", id: "manual" },
          {
            resolve: "@dreamshade/douala-delivery/providers/douala-delivery",
            id: "douala-delivery",
            // The fees of the shop's details (DELIVERY_FEE_*), the ones its pages show (GET /store/shop).
            options: { douala: shop.delivery.douala, cameroon: shop.delivery.cameroon, pickup: 0, douala_towns: ["Douala"] },
          },
        ],
      },
    },
    ...redisModules(env.REDIS_URL),
    ...inMemoryCaching(env.REDIS_URL),
    ...inMemoryLocking(env.REDIS_URL),
  ],
})
