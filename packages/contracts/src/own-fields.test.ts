import { describe, expect, it } from "vitest"
import { pickOwnFields } from "./own-fields"

describe("pickOwnFields", () => {
  it("keeps the provider's own fields and drops whatever else the session's data holds", () => {
    type Transaction = { status: string; amount: number; reason?: string }
    const planted = { status: "pending", amount: 2500, gateway: "mtn", confirmed_amount: 250000 } as Transaction
    expect(pickOwnFields(planted, ["status", "amount", "reason"])).toEqual({ status: "pending", amount: 2500 })
  })
})
