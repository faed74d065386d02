import { PublishableKeyCache } from "./key-cache"

type Row = { token: string; revoked_at: string | null; sales_channels_link: { sales_channel_id: string }[] }

/** A stand-in for Query's `graph` over api keys: rows by token, counting lookups. */
function fakeQuery(rows: Row[]) {
  const calls: unknown[] = []
  const graph = async (config: { filters: { token: string; type: string } }) => {
    calls.push(config.filters)
    return { data: rows.filter((row) => row.token === config.filters.token && config.filters.type === "publishable") }
  }
  return { query: { graph } as any, calls }
}

const key = (overrides: Partial<Row> = {}): Row => ({
  token: "pk_shop",
  revoked_at: null,
  sales_channels_link: [{ sales_channel_id: "sc_1" }, { sales_channel_id: "sc_2" }],
  ...overrides,
})

describe("PublishableKeyCache", () => {
  let now: number
  const clock = () => now
  beforeEach(() => {
    now = Date.parse("2026-11-22T12:00:00Z")
  })

  it("resolves a key to its sales channels and reuses the answer within the time to live", async () => {
    const { query, calls } = fakeQuery([key()])
    const cache = new PublishableKeyCache({ ttlMs: 60_000, now: clock })
    const context = { key: "pk_shop", sales_channel_ids: ["sc_1", "sc_2"] }
    expect(await cache.resolve(query, "pk_shop")).toEqual(context)
    now += 59_999
    expect(await cache.resolve(query, "pk_shop")).toEqual(context)
    expect(calls).toHaveLength(1)
  })

  it("shares one lookup between concurrent first requests", async () => {
    const { query, calls } = fakeQuery([key()])
    const cache = new PublishableKeyCache({ now: clock })
    await Promise.all([cache.resolve(query, "pk_shop"), cache.resolve(query, "pk_shop"), cache.resolve(query, "pk_shop")])
    expect(calls).toHaveLength(1)
  })

  it("refuses unknown and revoked keys, and does not remember unknown ones", async () => {
    const rows = [key({ token: "pk_revoked", revoked_at: "2026-11-22T11:00:00Z" })]
    const { query, calls } = fakeQuery(rows)
    const cache = new PublishableKeyCache({ now: clock })
    expect(await cache.resolve(query, "pk_revoked")).toBeNull()
    expect(await cache.resolve(query, "pk_unknown")).toBeNull()
    rows.push(key({ token: "pk_unknown" }))
    expect(await cache.resolve(query, "pk_unknown")).not.toBeNull()
    expect(calls).toHaveLength(3)
  })

  it("stops accepting a revoked key once the time to live has passed, not later", async () => {
    const rows = [key()]
    const { query } = fakeQuery(rows)
    const cache = new PublishableKeyCache({ ttlMs: 60_000, now: clock })
    expect(await cache.resolve(query, "pk_shop")).not.toBeNull()
    rows[0] = key({ revoked_at: "2026-11-22T12:00:01Z" })
    now += 30_000
    // The bounded delay: the cached facts still say "not revoked".
    expect(await cache.resolve(query, "pk_shop")).not.toBeNull()
    now += 30_000
    expect(await cache.resolve(query, "pk_shop")).toBeNull()
  })

  it("honours a revocation date in the future from that instant, cached or not", async () => {
    const { query } = fakeQuery([key({ revoked_at: "2026-11-22T12:00:10Z" })])
    const cache = new PublishableKeyCache({ ttlMs: 60_000, now: clock })
    expect(await cache.resolve(query, "pk_shop")).not.toBeNull()
    now += 10_000
    expect(await cache.resolve(query, "pk_shop")).toBeNull()
  })

  it("forgets a failed lookup, so the next request asks again", async () => {
    let fail = true
    const graph = async () => {
      if (fail) throw new Error("database down")
      return { data: [key()] }
    }
    const cache = new PublishableKeyCache({ now: clock })
    await expect(cache.resolve({ graph } as any, "pk_shop")).rejects.toThrow("database down")
    fail = false
    expect(await cache.resolve({ graph } as any, "pk_shop")).not.toBeNull()
  })

  it("keeps at most maxEntries keys", async () => {
    const { query, calls } = fakeQuery([key({ token: "a" }), key({ token: "b" })])
    const cache = new PublishableKeyCache({ maxEntries: 1, now: clock })
    await cache.resolve(query, "a")
    await cache.resolve(query, "b")
    await cache.resolve(query, "a")
    expect(calls).toHaveLength(3)
  })
})
