import { describe, expect, it } from "vitest"
import { createVersionMemo } from "./derived-per-version"

function setup({ priceChangeIn = Number.MAX_SAFE_INTEGER } = {}) {
  const state = { version: "v1", clock: 1_000, loads: 0, versionReads: 0, priceReads: 0 }
  const memo = createVersionMemo({
    readVersion: async () => {
      state.versionReads++
      return state.version
    },
    nextPriceChange: async (now) => {
      state.priceReads++
      return priceChangeIn === Number.MAX_SAFE_INTEGER ? priceChangeIn : now + priceChangeIn
    },
    now: () => state.clock,
  })
  const read = (key = "page") =>
    memo.derive(key, async () => {
      state.loads++
      return `${key}@${state.version}#${state.loads}`
    })
  return { state, read, memo }
}

describe("answers derived once per catalogue version", () => {
  it("derives once while the version stays, and again as soon as it changes", async () => {
    const { state, read } = setup()
    expect(await read()).toBe("page@v1#1")
    expect(await read()).toBe("page@v1#1")
    expect(state.versionReads).toBe(2) // each request reads the version afresh
    state.version = "v2"
    expect(await read()).toBe("page@v2#2")
  })

  it("keeps each key apart", async () => {
    const { read } = setup()
    expect(await read("a")).toBe("a@v1#1")
    expect(await read("b")).toBe("b@v1#2")
    expect(await read("a")).toBe("a@v1#1")
  })

  it("derives again when a price list starts or ends, without a write", async () => {
    const { state, read } = setup({ priceChangeIn: 5_000 })
    expect(await read()).toBe("page@v1#1")
    state.clock += 4_999
    expect(await read()).toBe("page@v1#1")
    state.clock += 1
    expect(await read()).toBe("page@v1#2")
  })

  it("derives again after a minute at most", async () => {
    const { state, read } = setup()
    await read()
    state.clock += 60_000
    expect(await read()).toBe("page@v1#2")
  })

  it("keeps no failure", async () => {
    const { state, memo } = setup()
    await expect(memo.derive("page", () => Promise.reject(new Error("404")))).rejects.toThrow("404")
    expect(await memo.derive("page", async () => `ok@${state.version}`)).toBe("ok@v1")
  })

  it("shares one derivation between requests that arrive together", async () => {
    const { state, read } = setup()
    const answers = await Promise.all([read(), read(), read()])
    expect(answers).toEqual(["page@v1#1", "page@v1#1", "page@v1#1"])
    expect(state.loads).toBe(1)
  })
})
