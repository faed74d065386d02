import { describe, expect, it } from "vitest"
import { LANGUAGE_KEY, preferFrenchUnlessChosen } from "./staff-language"

const storage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries))
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map }
}

describe("preferFrenchUnlessChosen", () => {
  it("gives a staff member who never chose a language French", () => {
    const browser = storage()
    preferFrenchUnlessChosen({ cookie: "", storage: browser })
    expect(browser.map.get(LANGUAGE_KEY)).toBe("fr")
  })

  it("keeps the language chosen in the profile, stored or in the cookie", () => {
    const stored = storage({ lng: "en" })
    preferFrenchUnlessChosen({ cookie: "", storage: stored })
    expect(stored.map.get(LANGUAGE_KEY)).toBe("en")

    const cookieOnly = storage()
    preferFrenchUnlessChosen({ cookie: "theme=dark; lng=en", storage: cookieOnly })
    expect(cookieOnly.map.has(LANGUAGE_KEY)).toBe(false)
  })

  it("reads neither another cookie's name nor an empty choice as a choice", () => {
    const browser = storage()
    preferFrenchUnlessChosen({ cookie: "xlng=en; lng=", storage: browser })
    expect(browser.map.get(LANGUAGE_KEY)).toBe("fr")
  })
})
