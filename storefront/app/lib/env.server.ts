import { z } from "zod";
import { DEFAULT_SHOP_NAME } from "~/lib/title";

/**
 * The storefront's environment, validated once when the server starts: a bad value stops the
 * boot with a clear message instead of failing on the first request.
 */

export const DEV_SESSION_SECRET = "dreamshade-dev-session-secret-change-me";

/** Shortest secret production accepts, e.g. `openssl rand -base64 48`. */
const MIN_PRODUCTION_SECRET_LENGTH = 32;

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
  })
  .superRefine((env, ctx) => {
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
