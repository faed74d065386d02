import net from "node:net";
import { z } from "zod";
import { DEFAULT_SHOP_NAME } from "~/lib/title";

/**
 * The storefront's environment, validated once when the server starts: a bad value stops the
 * boot with a clear message instead of failing on the first request.
 */

export const DEV_SESSION_SECRET = "dreamshade-dev-session-secret-change-me";

/** Shortest secret production accepts, e.g. `openssl rand -base64 48`. */
const MIN_PRODUCTION_SECRET_LENGTH = 32;

/** Loopback and private networks (RFC 1918, link-local, IPv6 unique-local): not the internet. */
const INTERNAL = new net.BlockList();
for (const [network, prefix] of [["127.0.0.0", 8], ["10.0.0.0", 8], ["172.16.0.0", 12], ["192.168.0.0", 16], ["169.254.0.0", 16]] as const) {
  INTERNAL.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [["::1", 128], ["fc00::", 7], ["fe80::", 10]] as const) INTERNAL.addSubnet(network, prefix, "ipv6");

/** Whether a server listening (or published) there is out of the internet's reach: `0.0.0.0`, `::` and public addresses are not. */
function isInternalAddress(address: string): boolean {
  if (address === "localhost") return true;
  const family = net.isIP(address);
  return family !== 0 && INTERNAL.check(address, family === 4 ? "ipv4" : "ipv6");
}

const booleanFlag = (defaultValue: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value) => {
      if (value === undefined || value === "") return defaultValue;
      return !["false", "0", "off", "no"].includes(value);
    });

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const httpUrl = (defaultValue: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || defaultValue)
    .pipe(z.url({ protocol: /^https?$/ }))
    .transform((value) => value.replace(/\/+$/, ""));

const EnvSchema = z
  .object({
    NODE_ENV: z
      .string()
      .optional()
      .transform((value) => value || "development"),
    MEDUSA_BACKEND_URL: httpUrl("http://localhost:9000"),
    MEDUSA_PUBLISHABLE_KEY: optionalString,
    SHOP_NAME: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || DEFAULT_SHOP_NAME),
    CONTENT_PROTECTION: booleanFlag(true),
    /** Catalogue answers kept in memory while the catalogue is unchanged (docs/decisions/028); off for a side-by-side bench. */
    CATALOGUE_CACHE: booleanFlag(true),
    /** Shared catalogue pages kept drawn and compressed per catalogue version (docs/decisions/039); needs CATALOGUE_CACHE. */
    PAGE_CACHE: booleanFlag(true),
    /** The kept pages' ceiling in bytes (both compressed bodies of each); the least recently served go first. */
    PAGE_CACHE_MAX_BYTES: z
      .string()
      .trim()
      .optional()
      .transform((value) => Number(value || String(16 * 1024 * 1024)))
      .pipe(z.number().int().min(0)),
    SESSION_SECRET: z
      .string()
      .optional()
      .transform((value) => value || DEV_SESSION_SECRET),
    DREAMSHADE_ALLOW_DEV_SECRETS: booleanFlag(false),
    PUBLIC_STOREFRONT_URL: httpUrl("http://localhost:3000"),
    /**
     * Stripe's publishable key (`pk_live_…`, `pk_test_…`): with the backend's STRIPE_API_KEY, the
     * checkout takes cards (docs/decisions/026). Unset: card is shown as not configured.
     */
    STRIPE_PUBLISHABLE_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^pk_(test|live)_\w+$/, "must be a Stripe publishable key (pk_live_… or pk_test_…)")
        .optional(),
    ),
    /** Proxies in front that append to X-Forwarded-For (0: none, trust none); server.js applies it. */
    TRUSTED_PROXY_HOPS: z
      .string()
      .trim()
      .optional()
      .transform((value) => Number(value || "0"))
      .pipe(z.number().int().min(0).max(5)),
    /** Where server.js listens: unset, 127.0.0.1; the containers set 0.0.0.0. */
    HOST: optionalString,
    /** Compose only: the host address the storefront's port is published on (its BIND_ADDRESS). */
    BIND_ADDRESS: optionalString,
  })
  .superRefine((env, ctx) => {
    // Believing proxies is safe only when no one else can reach the server (docs/containers.md).
    const [exposureName, exposure] = env.BIND_ADDRESS ? ["BIND_ADDRESS", env.BIND_ADDRESS] : ["HOST", env.HOST ?? "127.0.0.1"];
    if (env.TRUSTED_PROXY_HOPS > 0 && !isInternalAddress(exposure)) {
      ctx.addIssue({
        code: "custom",
        path: ["TRUSTED_PROXY_HOPS"],
        message:
          `TRUSTED_PROXY_HOPS=${env.TRUSTED_PROXY_HOPS} believes X-Forwarded-For, but the storefront is reachable without the proxy ` +
          `(${exposureName}=${exposure}): anyone could choose the address the throttles count. Publish it on 127.0.0.1 or a ` +
          `private address behind the proxy (${exposureName}), or set TRUSTED_PROXY_HOPS=0`,
      });
    }
    const production = env.NODE_ENV === "production" && !env.DREAMSHADE_ALLOW_DEV_SECRETS;
    if (!production) return;
    if (env.SESSION_SECRET === DEV_SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message:
          "SESSION_SECRET must be set to a private value in production " +
          "(or set DREAMSHADE_ALLOW_DEV_SECRETS=true for a local demo)",
      });
    } else if (env.SESSION_SECRET.length < MIN_PRODUCTION_SECRET_LENGTH) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: `SESSION_SECRET must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters long in production`,
      });
    }
    // A test-mode key takes Stripe's test cards: orders would be paid with no money.
    if (env.STRIPE_PUBLISHABLE_KEY?.startsWith("pk_test_")) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_PUBLISHABLE_KEY"],
        message: "STRIPE_PUBLISHABLE_KEY must be the live key (pk_live_…) in production",
      });
    }
    // Cookies are Secure only on https: production over http would send sessions in clear.
    if (!env.PUBLIC_STOREFRONT_URL.startsWith("https://")) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_STOREFRONT_URL"],
        message: "PUBLIC_STOREFRONT_URL must be an https:// address in production",
      });
    }
  });

export type Env = z.output<typeof EnvSchema>;

/** The only values the browser may see; everything else stays on the server. */
export interface PublicEnv {
  shopName: string;
  contentProtection: boolean;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid storefront environment:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export function toPublicEnv(env: Env): PublicEnv {
  return { shopName: env.SHOP_NAME, contentProtection: env.CONTENT_PROTECTION };
}

export const env: Env = parseEnv(process.env);
