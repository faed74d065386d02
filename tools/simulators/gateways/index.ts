import type { Gateway } from "../gateway.js"
import { createMtnGateway } from "./mtn.js"
import { createNotchPayGateway } from "./notchpay.js"
import { createOrangeGateway } from "./orange.js"
import { createStripeGateway, STRIPE_SIMULATOR_KEYS } from "./stripe.js"
import { createPayPalGateway } from "./paypal.js"
import { createWhatsAppGateway, WHATSAPP_TEMPLATES } from "./whatsapp.js"

/**
 * Every simulated gateway, configured from the environment: the credentials the simulators share
 * with the backend in development (the same defaults on both sides). Each gateway lives in its own
 * file beside this one.
 */
export function createGateways(env: NodeJS.ProcessEnv = process.env): Gateway[] {
  return [
    createMtnGateway({
      apiUser: env.MTN_API_USER ?? MTN_DEV_CREDENTIALS.apiUser,
      apiKey: env.MTN_API_KEY ?? MTN_DEV_CREDENTIALS.apiKey,
      subscriptionKey: env.MTN_COLLECTION_SUBSCRIPTION_KEY ?? MTN_DEV_CREDENTIALS.subscriptionKey,
      disbursementSubscriptionKey: env.MTN_DISBURSEMENT_SUBSCRIPTION_KEY ?? MTN_DEV_CREDENTIALS.disbursementSubscriptionKey,
      targetEnvironment: env.MTN_TARGET_ENVIRONMENT ?? MTN_DEV_CREDENTIALS.targetEnvironment,
    }),
    createOrangeGateway({
      clientId: env.ORANGE_CLIENT_ID ?? ORANGE_DEV_CREDENTIALS.clientId,
      clientSecret: env.ORANGE_CLIENT_SECRET ?? ORANGE_DEV_CREDENTIALS.clientSecret,
      authToken: env.ORANGE_AUTH_TOKEN ?? ORANGE_DEV_CREDENTIALS.authToken,
      channelUserMsisdn: env.ORANGE_CHANNEL_MSISDN ?? ORANGE_DEV_CREDENTIALS.channelUserMsisdn,
      pin: env.ORANGE_CHANNEL_PIN ?? ORANGE_DEV_CREDENTIALS.pin,
    }),
    // Stripe's API, used only when the backend is given the simulator's own keys (the browser
    // tests; decision 026): `npm start` leaves card off.
    createStripeGateway({
      ...STRIPE_SIMULATOR_KEYS,
      webhookUrl: env.STRIPE_WEBHOOK_URL ?? (env.MEDUSA_BACKEND_URL ? `${env.MEDUSA_BACKEND_URL.replace(/\/$/, "")}/hooks/payment/stripe_stripe` : undefined),
    }),
    createPayPalGateway({
      clientId: env.PAYPAL_CLIENT_ID ?? PAYPAL_DEV_CREDENTIALS.clientId,
      clientSecret: env.PAYPAL_CLIENT_SECRET ?? PAYPAL_DEV_CREDENTIALS.clientSecret,
      webhookId: env.PAYPAL_WEBHOOK_ID ?? PAYPAL_DEV_CREDENTIALS.webhookId,
      // PayPal posts its webhooks to the backend's `/hooks/paypal` (set in the shop's PayPal app).
      webhookUrl: env.PAYPAL_WEBHOOK_URL ?? (env.MEDUSA_BACKEND_URL ? `${env.MEDUSA_BACKEND_URL.replace(/\/$/, "")}/hooks/paypal` : undefined),
    }),
    createNotchPayGateway({
      publicKey: env.NOTCHPAY_PUBLIC_KEY ?? NOTCHPAY_DEV_CREDENTIALS.publicKey,
      privateKey: env.NOTCHPAY_PRIVATE_KEY ?? NOTCHPAY_DEV_CREDENTIALS.privateKey,
      webhookSecret: env.NOTCHPAY_WEBHOOK_SECRET ?? NOTCHPAY_DEV_CREDENTIALS.webhookSecret,
      // Set in Notch Pay's dashboard for real; here the backend's own webhook route by default.
      webhookUrl: env.NOTCHPAY_WEBHOOK_URL ?? (env.MEDUSA_BACKEND_URL ? `${env.MEDUSA_BACKEND_URL.replace(/\/$/, "")}/hooks/mobile-money/notchpay` : null),
    }),
    // Not a payment: the WhatsApp Cloud API of the order updates (plugins/whatsapp).
    createWhatsAppGateway({
      accessToken: env.WHATSAPP_ACCESS_TOKEN ?? WHATSAPP_DEV_CREDENTIALS.accessToken,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? WHATSAPP_DEV_CREDENTIALS.phoneNumberId,
      appSecret: env.WHATSAPP_APP_SECRET ?? WHATSAPP_DEV_CREDENTIALS.appSecret,
      // Set in the Meta app's webhook settings for real; here the backend's own route by default.
      webhookUrl: env.WHATSAPP_WEBHOOK_URL ?? (env.MEDUSA_BACKEND_URL ? `${env.MEDUSA_BACKEND_URL.replace(/\/$/, "")}/hooks/whatsapp` : null),
      templates: WHATSAPP_TEMPLATES,
    }),
  ]
}

/** Development-only credentials, known to the simulator and to the backend's defaults. */
export const MTN_DEV_CREDENTIALS = {
  apiUser: "0b6f2c2e-7c1e-4d6a-9a57-3f0f6d1b5e11",
  apiKey: "dev-mtn-api-key",
  subscriptionKey: "dev-mtn-collection-key",
  disbursementSubscriptionKey: "dev-mtn-disbursement-key",
  targetEnvironment: "mtncameroon",
}

/** Development-only Orange Money settings, known to the simulator and to the backend's defaults. */
export const ORANGE_DEV_CREDENTIALS = {
  clientId: "dev-orange-client",
  clientSecret: "dev-orange-secret",
  authToken: "dev-orange-auth-token",
  channelUserMsisdn: "690000000",
  pin: "2222",
}

/** Development-only PayPal settings, known to the simulator and to the backend's defaults. */
export const PAYPAL_DEV_CREDENTIALS = {
  clientId: "dev-paypal-client",
  clientSecret: "dev-paypal-secret",
  webhookId: "dev-paypal-webhook",
}

/** Development-only Notch Pay keys and webhook hash, known to the simulator and to the backend's defaults. */
export const NOTCHPAY_DEV_CREDENTIALS = {
  publicKey: "pk_test.dev-notchpay-public-key",
  privateKey: "sk_test.dev-notchpay-private-key",
  webhookSecret: "dev-notchpay-webhook-hash",
}

/** Development-only WhatsApp Cloud API settings, known to the simulator and to the backend's defaults. */
export const WHATSAPP_DEV_CREDENTIALS = {
  accessToken: "dev-whatsapp-access-token",
  phoneNumberId: "100000000000001",
  appSecret: "dev-whatsapp-app-secret",
  verifyToken: "dev-whatsapp-verify-token",
}
