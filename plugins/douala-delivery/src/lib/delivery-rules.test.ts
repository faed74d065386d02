import { describe, expect, it } from "vitest"
import { DEFAULT_SETTINGS, deliveryPrice, deliveryZone, normalizeTown, servesZone } from "./delivery-rules"

const settings = DEFAULT_SETTINGS

describe("normalizeTown", () => {
  it("folds case, accents and surrounding or repeated spaces", () => {
    expect(normalizeTown("  DOUALA ")).toBe("douala")
    expect(normalizeTown("Yaoundé")).toBe("yaounde")
    expect(normalizeTown("Douála")).toBe("douala")
    expect(normalizeTown("Ngaoun  Déré")).toBe("ngaoun dere")
    expect(normalizeTown(null)).toBe("")
  })
})

describe("deliveryZone", () => {
  it("puts Douala, however it is written, in the Douala zone", () => {
    for (const city of ["Douala", "DOUALA ", "douala", " DouÀla"]) {
      expect(deliveryZone({ country_code: "cm", city }, settings)).toBe("douala")
    }
  })

  it("puts any other Cameroonian town in the Cameroon zone", () => {
    expect(deliveryZone({ country_code: "CM", city: "Yaoundé" }, settings)).toBe("cameroon")
    expect(deliveryZone({ country_code: "cm", city: "Douala-Bassa" }, settings)).toBe("cameroon")
  })

  it("puts other countries in the international zone, even a town called Douala", () => {
    expect(deliveryZone({ country_code: "fr", city: "Paris" }, settings)).toBe("international")
    expect(deliveryZone({ country_code: "fr", city: "Douala" }, settings)).toBe("international")
  })

  it("is unknown without a country, or in Cameroon without a town", () => {
    expect(deliveryZone(undefined, settings)).toBeNull()
    expect(deliveryZone({ city: "Douala" }, settings)).toBeNull()
    expect(deliveryZone({ country_code: "cm", city: "  " }, settings)).toBeNull()
  })

  it("takes the configured town names", () => {
    const withBonaberi = { ...settings, doualaTowns: ["Douala", "Bonabéri"] }
    expect(deliveryZone({ country_code: "cm", city: "BONABERI" }, withBonaberi)).toBe("douala")
  })
})

describe("deliveryPrice", () => {
  it("charges 1,000 XAF in Douala, 2,000 XAF elsewhere in Cameroon, nothing for pickup", () => {
    expect(deliveryPrice("douala", "douala", settings)).toEqual({ amount: 1000, quote_pending: false })
    expect(deliveryPrice("cameroon", "cameroon", settings)).toEqual({ amount: 2000, quote_pending: false })
    expect(deliveryPrice("pickup", "douala", settings)).toEqual({ amount: 0, quote_pending: false })
    expect(deliveryPrice("pickup", "cameroon", settings)).toEqual({ amount: 0, quote_pending: false })
  })

  it("leaves the international courier at 0 with the quote pending", () => {
    expect(deliveryPrice("international", "international", settings)).toEqual({ amount: 0, quote_pending: true })
  })

  it("refuses an option that does not serve the zone", () => {
    expect(deliveryPrice("douala", "cameroon", settings)).toBeNull()
    expect(deliveryPrice("cameroon", "douala", settings)).toBeNull()
    expect(deliveryPrice("douala", null, settings)).toBeNull()
    expect(deliveryPrice("international", "douala", settings)).toBeNull()
    expect(deliveryPrice("pickup", "international", settings)).toBeNull()
  })

  it("uses the configured fees", () => {
    const custom = { ...settings, fees: { douala: 1500, cameroon: 2500, pickup: 0 } }
    expect(deliveryPrice("douala", "douala", custom)?.amount).toBe(1500)
    expect(deliveryPrice("cameroon", "cameroon", custom)?.amount).toBe(2500)
  })

  it("offers pickup to a Cameroonian address whose town is not known yet", () => {
    expect(servesZone("pickup", null)).toBe(true)
  })
})
