import Medusa from "@medusajs/js-sdk";
import { env } from "~/lib/env.server";
import { discoverPublishableKey } from "./publishable-key.server";

/**
 * The one Medusa SDK of the server. It holds no shopper's state: tokens are never stored in it
 * ("nostore"), the language and, later, the customer's token travel as headers on each call.
 */
let sdkPromise: Promise<Medusa> | undefined;

export function getMedusa(): Promise<Medusa> {
  sdkPromise ??= createMedusa().catch((error: unknown) => {
    // Forget the failure so the next request asks the backend again.
    sdkPromise = undefined;
    throw error;
  });
  return sdkPromise;
}

/**
 * The publishable key, for the few calls made without the SDK (backend-fetch.server.ts: the SDK's
 * errors drop the response body, whose `code` the account screens need).
 */
let publishableKeyPromise: Promise<string> | undefined;

export function getPublishableKey(): Promise<string> {
  publishableKeyPromise ??= (
    env.MEDUSA_PUBLISHABLE_KEY
      ? Promise.resolve(env.MEDUSA_PUBLISHABLE_KEY)
      : discoverPublishableKey(env.MEDUSA_BACKEND_URL)
  ).catch((error: unknown) => {
    publishableKeyPromise = undefined;
    throw error;
  });
  return publishableKeyPromise;
}

async function createMedusa(): Promise<Medusa> {
  return new Medusa({
    baseUrl: env.MEDUSA_BACKEND_URL,
    publishableKey: await getPublishableKey(),
    auth: { type: "jwt", jwtTokenStorageMethod: "nostore" },
  });
}
