import { createHmac } from "node:crypto"
import type { BackendEnv } from "../env"

type NewsletterEnv = Pick<BackendEnv, "STOREFRONT_URL" | "MEDUSA_BACKEND_URL" | "COOKIE_SECRET">

/**
 * The options of plugins/newsletter: its links point at the shop and at this server, and its
 * unsubscribe links are signed with a key derived from COOKIE_SECRET (no new secret to manage;
 * rotating COOKIE_SECRET retires the links of e-mails already sent).
 */
export function newsletterPluginOptions(env: NewsletterEnv) {
  return {
    storefrontUrl: env.STOREFRONT_URL,
    backendUrl: env.MEDUSA_BACKEND_URL,
    secret: createHmac("sha256", env.COOKIE_SECRET).update("newsletter-unsubscribe-links").digest("hex"),
  }
}
