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

async function createMedusa(): Promise<Medusa> {
  const publishableKey =
    env.MEDUSA_PUBLISHABLE_KEY ?? (await discoverPublishableKey(env.MEDUSA_BACKEND_URL));
  return new Medusa({
    baseUrl: env.MEDUSA_BACKEND_URL,
    publishableKey,
    auth: { type: "jwt", jwtTokenStorageMethod: "nostore" },
  });
}
