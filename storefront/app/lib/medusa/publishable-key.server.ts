import { z } from "zod";

const PublishableKeyResponse = z.object({ publishable_key: z.string().startsWith("pk_") });

export interface DiscoverOptions {
  attempts?: number;
  /** Wait before retry n (1-based) is `retryDelayMs * n`. */
  retryDelayMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks the backend for the storefront's publishable key (`GET /storefront/publishable-key`),
 * retrying while the backend starts. The key is public by design: browsers of any Medusa
 * storefront send it with every store request.
 */
export async function discoverPublishableKey(
  backendUrl: string,
  { attempts = 3, retryDelayMs = 400, fetchImpl = fetch, sleep = wait }: DiscoverOptions = {},
): Promise<string> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await fetchImpl(`${backendUrl}/storefront/publishable-key`, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return PublishableKeyResponse.parse(await response.json()).publishable_key;
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await sleep(retryDelayMs * attempt);
    }
  }
  throw new Error(
    `Could not get the publishable key from ${backendUrl}/storefront/publishable-key ` +
      `(set MEDUSA_PUBLISHABLE_KEY or start and seed the backend)`,
    { cause: lastError },
  );
}
