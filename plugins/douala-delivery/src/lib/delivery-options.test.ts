import { describe, expect, it } from "vitest"
import { deliveryOptions, parseProviderOptions, settingsFromOptions, settingsOf } from "./delivery-options"

describe("provider options", () => {
  it("default to the shop's fees, Douala and its hours", () => {
    const options = parseProviderOptions(undefined)
    expect(settingsOf(options)).toEqual({
      fees: { douala: 1000, cameroon: 2000, pickup: 0 },
      doualaTowns: ["Douala"],
      homeCountry: "cm",
    })
    expect(options.delivery_working_days).toBe(3)
    expect(options.shop_hours).toEqual({
      days: ["mon", "tue", "wed", "thu", "fri", "sat"],
      opens: "09:00",
      closes: "18:00",
      utc_offset: "+01:00",
    })
  })

  it("refuse fees that are not whole non-negative XAF, and unknown keys", () => {
    expect(() => parseProviderOptions({ douala: 999.5 })).toThrow(/douala/)
    expect(() => parseProviderOptions({ cameroon: -1 })).toThrow(/cameroon/)
    expect(() => parseProviderOptions({ douala_towns: [] })).toThrow(/douala_towns/)
    expect(() => parseProviderOptions({ doula: 1000 })).toThrow(/doula/)
  })

  it("publish the four options with their promise, and the zone settings round-trip", () => {
    const options = parseProviderOptions({ douala: 1200, douala_towns: ["Douala", "Bonabéri"] })
    const published = deliveryOptions(options)
    expect(published.map((option) => option.id)).toEqual(["douala", "cameroon", "pickup", "international"])
    expect(published[0]).toMatchObject({ fee: 1200, promise: { kind: "delivery", working_days: 3 } })
    expect(published[2]?.promise.kind).toBe("pickup")
    expect(published[3]).toMatchObject({ fee: null, promise: { kind: "quote" } })
    expect(settingsFromOptions(published)).toEqual(settingsOf(options))
  })
})
