import { describe, expect, test, vi } from "vitest";
import { memoize } from "./memo.server";

describe("memoize", () => {
  test("shares one load until the time-to-live passes", async () => {
    let now = 0;
    const load = vi.fn(async () => "reg_1");
    const get = memoize(load, 1000, () => now);
    await Promise.all([get(), get()]);
    now = 999;
    await get();
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    await get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  test("does not remember a failure", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("down")).mockResolvedValue("ok");
    const get = memoize(load, 60_000);
    await expect(get()).rejects.toThrow("down");
    await expect(get()).resolves.toBe("ok");
  });
});
