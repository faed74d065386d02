import { describe, expect, it } from "vitest"
import { adminText } from "./admin-text"
import en from "./json/en.json"
import fr from "./json/fr.json"

const keysOf = (node: object, prefix = ""): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === "object" && value ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`]
  )

describe("adminText", () => {
  it("words a key in the staff member's language, with its values", () => {
    expect(adminText("fr")("newsletter.statuses.unsubscribed")).toBe("Désinscrit")
    expect(adminText("en")("newsletter.page", { page: 2, pages: 5 })).toBe("Page 2 of 5")
    expect(adminText("fr")("newsletter.consentFrom", { ip: "10.0.0.1" })).toBe("depuis 10.0.0.1")
  })

  it("has every text in French and in English", () => {
    expect(keysOf(fr)).toEqual(keysOf(en))
  })
})
