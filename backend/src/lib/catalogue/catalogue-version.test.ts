import type { MedusaContainer } from "@medusajs/framework/types"
import { describe, expect, it } from "vitest"
import { freshCatalogueVersion } from "./catalogue-version"

/** A database whose version statement answers when `answer()` is called, counting the reads. */
function fakeDatabase() {
  const state = { reads: 0, rows: [{ t: "product", n: "1", u: "a", d: null }], pending: [] as (() => void)[] }
  const knex = {
    raw: async (sql: string) => {
      if (sql.includes("information_schema")) return { rows: [{ table_name: "product", soft: true }] }
      state.reads++
      const rows = [...state.rows]
      await new Promise<void>((resolve) => state.pending.push(resolve))
      return { rows }
    },
  }
  const container = { resolve: () => knex } as unknown as MedusaContainer
  const answer = async () => {
    // Lets the statement be sent first.
    for (let i = 0; i < 5 && !state.pending.length; i++) await new Promise((resolve) => setImmediate(resolve))
    for (const resolve of state.pending.splice(0)) resolve()
  }
  return { state, container, answer }
}

describe("freshCatalogueVersion", () => {
  it("reads after the call, and callers arriving during a read share the next one", async () => {
    const { state, container, answer } = fakeDatabase()
    const first = freshCatalogueVersion(container)
    await answer() // the first read is on its way
    const before = await first

    state.rows = [{ t: "product", n: "2", u: "b", d: null }]
    const running = freshCatalogueVersion(container)
    // Two callers arrive while that read runs: neither may take it, one next read serves both.
    const late = [freshCatalogueVersion(container), freshCatalogueVersion(container)]
    await answer()
    const during = await running
    state.rows = [{ t: "product", n: "3", u: "c", d: null }]
    await answer()
    const [a, b] = await Promise.all(late)

    expect(during).not.toBe(before)
    expect(a).toBe(b)
    expect(a).not.toBe(during)
    expect(state.reads).toBe(3)
  })
})
