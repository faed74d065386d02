import { describe, expect, it } from "vitest"
import { MemorySnapshots } from "./memory-snapshot"
import { planTable } from "./table-plan"

const plan = planTable({
  name: "things",
  physical_name: "things_v1",
  primary_key: "id",
  definition_hash: "h",
  provider: "search-typed-postgres",
  fields: {
    id: { type: "keyword", filterable: true },
    tags: { type: "keyword", array: true, filterable: true, facetable: true },
    price: { type: "integer", filterable: true, sortable: true },
    created_at: { type: "date", sortable: true },
    active: { type: "boolean", filterable: true },
  },
} as any)
const column = (path: string) => plan.columns.get(path)!.name

/** A table that answers the version and row queries, counting the loads. */
function fakeTable() {
  const table = {
    version: 1,
    loads: 0,
    rows: [
      { id: "a", [column("tags")]: ["x", "y", "x"], [column("price")]: 1500, [column("created_at")]: 1000, [column("active")]: true },
      { id: "b", [column("tags")]: null, [column("price")]: null, [column("created_at")]: null, [column("active")]: null },
    ],
    execute: async (sql: string) => {
      if (sql.includes("count(*)")) return [{ rows: table.rows.length, latest: `v${table.version}` }]
      table.loads++
      return table.rows
    },
  }
  return table
}

describe("MemorySnapshots", () => {
  it("holds the rows column by column: numbers with NaN for null, booleans, keyword postings", async () => {
    const snapshot = await new MemorySnapshots(fakeTable().execute).get(plan)
    expect(snapshot.ids).toEqual(["a", "b"])
    expect(snapshot.rowOf.get("b")).toBe(1)
    const price = snapshot.columns.get(column("price")) as any
    expect(price.values[0]).toBe(1500)
    expect(Number.isNaN(price.values[1])).toBe(true)
    expect(Array.from((snapshot.columns.get(column("active")) as any).values)).toEqual([1, -1])
    const tags = snapshot.columns.get(column("tags")) as any
    // Once per occurrence, as SQL's unnest counts them.
    expect(Array.from(tags.postings.get("x"))).toEqual([0, 0])
    expect(Array.from(tags.postings.get("y"))).toEqual([0])
  })

  it("loads once for concurrent queries, and again only after a write", async () => {
    const table = fakeTable()
    const snapshots = new MemorySnapshots(table.execute)
    const [first, second] = await Promise.all([snapshots.get(plan), snapshots.get(plan)])
    expect(first).toBe(second)
    expect(table.loads).toBe(1)
    expect(await snapshots.get(plan)).toBe(first)
    snapshots.invalidate()
    expect(await snapshots.get(plan)).not.toBe(first)
    expect(table.loads).toBe(2)
  })

  it("after its maximum age, checks the table and reloads only if another server changed it", async () => {
    const table = fakeTable()
    const snapshots = new MemorySnapshots(table.execute, 0)
    const first = await snapshots.get(plan)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(await snapshots.get(plan)).toBe(first) // answers at once; the check runs behind
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(table.loads).toBe(1)

    table.version++
    await new Promise((resolve) => setTimeout(resolve, 5))
    await snapshots.get(plan)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(table.loads).toBe(2)
    expect(await snapshots.get(plan)).not.toBe(first)
  })

  it("does not keep a load that a write overtook", async () => {
    const table = fakeTable()
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const snapshots = new MemorySnapshots(async (sql) => {
      if (!sql.includes("count(*)")) await gate
      return table.execute(sql)
    })
    const loading = snapshots.get(plan)
    snapshots.invalidate()
    release()
    const stale = await loading
    expect(await snapshots.get(plan)).not.toBe(stale)
  })
})
