import { describe, expect, test } from "vitest";
import { DEV_SESSION_SECRET, parseEnv, toPublicEnv } from "./env.server";

describe("parseEnv", () => {
  test("Stripe's publishable key: optional, Stripe's format, the live one in production", () => {
    expect(parseEnv({}).STRIPE_PUBLISHABLE_KEY).toBeUndefined();
    expect(parseEnv({ STRIPE_PUBLISHABLE_KEY: "" }).STRIPE_PUBLISHABLE_KEY).toBeUndefined();
    expect(parseEnv({ STRIPE_PUBLISHABLE_KEY: "pk_test_51abc" }).STRIPE_PUBLISHABLE_KEY).toBe("pk_test_51abc");
    expect(() => parseEnv({ STRIPE_PUBLISHABLE_KEY: "sk_test_51abc" })).toThrow(/publishable key/);
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), PUBLIC_STOREFRONT_URL: "https://dreamshade.cm" };
    expect(() => parseEnv({ ...production, STRIPE_PUBLISHABLE_KEY: "pk_test_51abc" })).toThrow(/live key/);
    expect(parseEnv({ ...production, STRIPE_PUBLISHABLE_KEY: "pk_live_51abc" }).STRIPE_PUBLISHABLE_KEY).toBe("pk_live_51abc");
  });

  test("defaults", () => {
    const env = parseEnv({});
    expect(env.MEDUSA_BACKEND_URL).toBe("http://localhost:9000");
    expect(env.MEDUSA_PUBLISHABLE_KEY).toBeUndefined();
    expect(env.SHOP_NAME).toBe("DreamShade");
    expect(env.CONTENT_PROTECTION).toBe(true);
    expect(env.SESSION_SECRET).toBe(DEV_SESSION_SECRET);
    expect(env.PUBLIC_STOREFRONT_URL).toBe("http://localhost:3000");
  });

  test("empty values count as unset", () => {
    const env = parseEnv({ SHOP_NAME: "", MEDUSA_PUBLISHABLE_KEY: "", CONTENT_PROTECTION: "" });
    expect(env.SHOP_NAME).toBe("DreamShade");
    expect(env.MEDUSA_PUBLISHABLE_KEY).toBeUndefined();
    expect(env.CONTENT_PROTECTION).toBe(true);
  });

  test("reads given values and trims trailing slashes from URLs", () => {
    const env = parseEnv({
      MEDUSA_BACKEND_URL: "http://api.internal:9000/",
      MEDUSA_PUBLISHABLE_KEY: "pk_123",
      SHOP_NAME: "Maison Shade",
      PUBLIC_STOREFRONT_URL: "https://dreamshade.cm",
    });
    expect(env.MEDUSA_BACKEND_URL).toBe("http://api.internal:9000");
    expect(env.MEDUSA_PUBLISHABLE_KEY).toBe("pk_123");
    expect(env.SHOP_NAME).toBe("Maison Shade");
    expect(env.PUBLIC_STOREFRONT_URL).toBe("https://dreamshade.cm");
  });

  test.each(["false", "0", "FALSE", " off "])("CONTENT_PROTECTION=%j turns protection off", (value) => {
    expect(parseEnv({ CONTENT_PROTECTION: value }).CONTENT_PROTECTION).toBe(false);
  });

  test.each(["true", "1", "on"])("CONTENT_PROTECTION=%j keeps it on", (value) => {
    expect(parseEnv({ CONTENT_PROTECTION: value }).CONTENT_PROTECTION).toBe(true);
  });

  test("reads the number of trusted proxies, none by default", () => {
    expect(parseEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "1" }).TRUSTED_PROXY_HOPS).toBe(1);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: "many" })).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  test("refuses trusted proxies while the server is reachable without them, naming the variables", () => {
    for (const exposure of [{ HOST: "0.0.0.0" }, { HOST: "::" }, { HOST: "203.0.113.7" }, { HOST: "shop.example.cm" }]) {
      expect(() => parseEnv({ TRUSTED_PROXY_HOPS: "1", ...exposure }), exposure.HOST).toThrow(
        new RegExp(`TRUSTED_PROXY_HOPS=1 believes X-Forwarded-For, but the storefront is reachable without the proxy \\(HOST=${exposure.HOST.replaceAll(".", "\\.")}\\)`),
      );
    }
    // Compose: the container listens everywhere, its port is published on BIND_ADDRESS.
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: "1", HOST: "0.0.0.0", BIND_ADDRESS: "0.0.0.0" })).toThrow(/\(BIND_ADDRESS=0\.0\.0\.0\)/);
    const secret = "a-long-private-secret-value-of-40-characters";
    expect(() =>
      parseEnv({ NODE_ENV: "production", SESSION_SECRET: secret, PUBLIC_STOREFRONT_URL: "https://dreamshade.cm", TRUSTED_PROXY_HOPS: "2", HOST: "0.0.0.0" }),
    ).toThrow(/TRUSTED_PROXY_HOPS=2/);
  });

  test("believes proxies when only they can reach the server: 127.0.0.1 by default, a private address, or published on one", () => {
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "1" }).TRUSTED_PROXY_HOPS).toBe(1);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "1", HOST: "10.0.0.5" }).TRUSTED_PROXY_HOPS).toBe(1);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "1", HOST: "0.0.0.0", BIND_ADDRESS: "127.0.0.1" }).TRUSTED_PROXY_HOPS).toBe(1);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "0", HOST: "0.0.0.0" }).TRUSTED_PROXY_HOPS).toBe(0);
  });

  test("refuses a URL that is not http(s)", () => {
    expect(() => parseEnv({ MEDUSA_BACKEND_URL: "localhost:9000" })).toThrow(/MEDUSA_BACKEND_URL/);
    expect(() => parseEnv({ PUBLIC_STOREFRONT_URL: "ftp://x" })).toThrow(/PUBLIC_STOREFRONT_URL/);
  });

  describe("production", () => {
    test("refuses to boot with the development session secret", () => {
      expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET must be set/);
    });

    const secret = "a-long-private-secret-value-of-40-characters";
    const site = "https://dreamshade.cm";

    test("boots with a real secret and an https address", () => {
      const env = parseEnv({ NODE_ENV: "production", SESSION_SECRET: secret, PUBLIC_STOREFRONT_URL: site });
      expect(env.SESSION_SECRET).toBe(secret);
    });

    test("refuses a short secret and an http public address", () => {
      expect(() =>
        parseEnv({ NODE_ENV: "production", SESSION_SECRET: "short-secret", PUBLIC_STOREFRONT_URL: site }),
      ).toThrow(/SESSION_SECRET must be at least 32 characters/);
      expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: secret })).toThrow(
        /PUBLIC_STOREFRONT_URL must be an https:\/\/ address/,
      );
    });

    test("DREAMSHADE_ALLOW_DEV_SECRETS=true allows the dev secret (local launcher)", () => {
      const env = parseEnv({ NODE_ENV: "production", DREAMSHADE_ALLOW_DEV_SECRETS: "true" });
      expect(env.SESSION_SECRET).toBe(DEV_SESSION_SECRET);
    });

    test("DREAMSHADE_ALLOW_DEV_SECRETS=false still refuses", () => {
      expect(() =>
        parseEnv({ NODE_ENV: "production", DREAMSHADE_ALLOW_DEV_SECRETS: "false" }),
      ).toThrow(/SESSION_SECRET/);
    });
  });

  test("development accepts the dev secret", () => {
    expect(parseEnv({ NODE_ENV: "development" }).SESSION_SECRET).toBe(DEV_SESSION_SECRET);
  });
});

describe("toPublicEnv", () => {
  test("exposes only the shop name and the content-protection flag", () => {
    const publicEnv = toPublicEnv(
      parseEnv({ SESSION_SECRET: "secret", MEDUSA_PUBLISHABLE_KEY: "pk_1", CONTENT_PROTECTION: "0" }),
    );
    expect(publicEnv).toEqual({ shopName: "DreamShade", contentProtection: false });
  });
});
