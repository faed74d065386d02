import { describe, expect, it } from "vitest"
import en from "../i18n/json/en.json"
import fr from "../i18n/json/fr.json"
import { translate } from "./admin-text"

const keysOf = (node: object, prefix = ""): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === "object" ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`]
  )

describe("admin texts", () => {
  it("finds nested keys and fills their values", () => {
    expect(translate(fr, "reviews.hide")).toBe("Masquer")
    expect(translate(en, "reviews.range", { from: 1, to: 20, count: 42 })).toBe("1–20 of 42")
    expect(translate(en, "reviews.nothing")).toBe("reviews.nothing")
  })

  it("has every text in French and in English", () => {
    expect(keysOf(en).sort()).toEqual(keysOf(fr).sort())
  })
})
