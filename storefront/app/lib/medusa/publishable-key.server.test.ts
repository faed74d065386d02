import { describe, expect, test, vi } from "vitest";
import { discoverPublishableKey } from "./publishable-key.server";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const noSleep = () => Promise.resolve();

describe("discoverPublishableKey", () => {
  test("reads the key from GET /storefront/publishable-key", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ publishable_key: "pk_abc" }));
    await expect(discoverPublishableKey("http://backend:9000", { fetchImpl })).resolves.toBe("pk_abc");
    expect(fetchImpl).toHaveBeenCalledWith("http://backend:9000/storefront/publishable-key", expect.any(Object));
  });

  test("retries while the backend is not ready", async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError("fetch failed"))
      .mockResolvedValueOnce(json({ message: "not seeded" }, 404))
      .mockResolvedValueOnce(json({ publishable_key: "pk_later" }));
    const key = await discoverPublishableKey("http://b", { fetchImpl, attempts: 3, sleep: noSleep });
    expect(key).toBe("pk_later");
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  test("gives up with a clear error after the last attempt", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("fetch failed"));
    await expect(
      discoverPublishableKey("http://b", { fetchImpl, attempts: 2, sleep: noSleep }),
    ).rejects.toThrow(/MEDUSA_PUBLISHABLE_KEY/);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  test("refuses an answer that is not a publishable key", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ publishable_key: "sk_secret" }));
    await expect(
      discoverPublishableKey("http://b", { fetchImpl, attempts: 1, sleep: noSleep }),
    ).rejects.toThrow(/publishable key/);
  });
});
