import { describe, expect, test, vi } from "vitest";
import { createCatalogueCache } from "./catalogue-cache.server";

function setUp(firstVersion = "v1") {
  let clock = 1_000_000;
  let version = firstVersion;
  const readVersion = vi.fn(async () => version);
  const cache = createCatalogueCache({ readVersion, now: () => clock });
  return {
    cache,
    readVersion,
    advance: (ms: number) => {
      clock += ms;
    },
    setVersion: (next: string) => {
      version = next;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the catalogue cache", () => {
  test("answers from memory while the catalogue's version stays the same", async () => {
    const { cache, advance } = setUp();
    const load = vi.fn(async () => ({ price: 5000 }));
    expect(await cache.read("product:fr:karite", load)).toEqual({ price: 5000 });
    advance(500);
    expect(await cache.read("product:fr:karite", load)).toEqual({ price: 5000 });
    expect(load).toHaveBeenCalledTimes(1);
    // Another key (another language) is another answer.
    await cache.read("product:en:karite", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test("tells the load which version its answer is kept under (a backend server catches up to it)", async () => {
    const { cache, advance, setVersion } = setUp();
    const load = vi.fn(async (version: string | null) => ({ version }));
    expect(await cache.read("search:fr:q=karite", load)).toEqual({ version: "v1" });
    setVersion("v2");
    advance(3_500);
    expect(await cache.read("search:fr:q=karite", load)).toEqual({ version: "v2" });
    expect(load.mock.calls).toEqual([["v1"], ["v2"]]);
  });

  test("after this server's own write, the next read waits for the new version", async () => {
    const { cache, advance, setVersion } = setUp();
    let rating = 4.5;
    const load = vi.fn(async () => ({ rating }));
    await cache.read("k", load);
    rating = 4.0;
    setVersion("v2");
    advance(200);
    cache.distrust();
    expect(await cache.read("k", load)).toEqual({ rating: 4.0 });
  });

  test("reads again once the version changed: in the background after a second, at once after a few", async () => {
    const { cache, advance, setVersion } = setUp();
    let price = 5000;
    const load = vi.fn(async () => ({ price }));
    await cache.read("k", load);
    price = 4000;
    setVersion("v2");
    advance(1_500);
    // This request is served what is held while the version is read again…
    expect(await cache.read("k", load)).toEqual({ price: 5000 });
    await settle();
    // …and the next one gets the new price.
    expect(await cache.read("k", load)).toEqual({ price: 4000 });

    price = 3000;
    setVersion("v3");
    advance(10_000);
    // An idle shop: the first request after a while waits for the version, so it is never stale.
    expect(await cache.read("k", load)).toEqual({ price: 3000 });
  });

  test("asks the version once for many requests at once, and forgets a failed load", async () => {
    const { cache, readVersion } = setUp();
    const load = vi.fn(async () => "answer");
    await Promise.all(Array.from({ length: 20 }, () => cache.read("k", load)));
    expect(readVersion).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    const failing = vi.fn(async () => {
      throw new Error("backend away");
    });
    await expect(cache.read("broken", failing)).rejects.toThrow("backend away");
    await expect(cache.read("broken", failing)).rejects.toThrow("backend away");
    expect(failing).toHaveBeenCalledTimes(2);
  });

  test("reads through when the version cannot be had, and serves what it holds when it cannot be had again", async () => {
    const { cache, readVersion, advance } = setUp();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    readVersion.mockRejectedValueOnce(new Error("down"));
    const load = vi.fn(async () => "fresh");
    expect(await cache.read("k", load)).toBe("fresh");
    expect(await cache.read("k", load)).toBe("fresh");
    expect(load).toHaveBeenCalledTimes(2);
    readVersion.mockRejectedValueOnce(new Error("down again"));
    advance(5_000);
    expect(await cache.read("k", load)).toBe("fresh");
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  test("lets an answer go after a minute even with no write", async () => {
    const { cache, advance } = setUp();
    const load = vi.fn(async () => "deal");
    await cache.read("deals", load);
    for (let step = 0; step < 61; step++) {
      advance(1_000);
      await cache.read("deals", load);
      await settle();
    }
    expect(load).toHaveBeenCalledTimes(2);
  });
});
