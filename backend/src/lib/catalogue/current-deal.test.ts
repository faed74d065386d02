import { dealPriceSetIds, pickCurrentDeal, type PriceListRow } from "./current-deal"

const now = new Date("2026-11-22T12:00:00Z")
const list = (id: string, overrides: Partial<PriceListRow> = {}): PriceListRow => ({
  id,
  title: id,
  starts_at: "2026-11-21T00:00:00Z",
  ends_at: "2026-11-29T00:00:00Z",
  rules_count: 0,
  prices: [{ price_set_id: `pset_${id}`, currency_code: "xaf" }],
  ...overrides,
})

describe("pickCurrentDeal", () => {
  it("keeps only running lists open to everyone, priced in the currency", () => {
    const lists = [
      list("future", { starts_at: "2026-11-23T00:00:00Z" }),
      list("ended", { ends_at: "2026-11-22T11:59:59Z" }),
      list("members", { rules_count: 1 }),
      list("euro", { prices: [{ price_set_id: "pset_e", currency_code: "eur" }] }),
    ]
    expect(pickCurrentDeal(lists, "xaf", now)).toBeNull()
    expect(pickCurrentDeal([...lists, list("open")], "xaf", now)?.id).toBe("open")
  })

  it("prefers the deal that ends first; a deal with no end or start comes last", () => {
    const lists = [
      list("endless", { starts_at: null, ends_at: null }),
      list("later", { ends_at: "2026-12-01T00:00:00Z" }),
      list("sooner", { ends_at: new Date("2026-11-25T00:00:00Z") }),
    ]
    expect(pickCurrentDeal(lists, "xaf", now)?.id).toBe("sooner")
    expect(pickCurrentDeal([lists[0]], "xaf", now)?.id).toBe("endless")
  })
})

describe("dealPriceSetIds", () => {
  it("lists each price set of the currency once", () => {
    const deal = list("d", {
      prices: [
        { price_set_id: "a", currency_code: "xaf" },
        { price_set_id: "a", currency_code: "xaf" },
        { price_set_id: "b", currency_code: "eur" },
      ],
    })
    expect(dealPriceSetIds(deal, "xaf")).toEqual(["a"])
  })
})
