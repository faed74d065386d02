import { describe, expect, it } from "vitest"
import { csvField, subscribersCsv } from "./csv"

describe("csvField", () => {
  it("quotes separators, quotes and line breaks", () => {
    expect(csvField("plain")).toBe("plain")
    expect(csvField('say "hi", then go')).toBe('"say ""hi"", then go"')
    expect(csvField("two\nlines")).toBe('"two\nlines"')
    expect(csvField(null)).toBe("")
    expect(csvField(new Date("2026-11-25T10:00:00Z"))).toBe("2026-11-25T10:00:00.000Z")
  })

  it("defuses anything a spreadsheet would run as a formula", () => {
    expect(csvField("=HYPERLINK(\"x\")")).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField("+237")).toBe("'+237")
    expect(csvField("@evil")).toBe("'@evil")
    expect(csvField("-1")).toBe("'-1")
  })
})

describe("subscribersCsv", () => {
  it("writes a header and one CRLF line per subscriber, in the columns' order", () => {
    const csv = subscribersCsv([
      { email: "awa@example.cm", status: "confirmed", locale: "fr", consent_wording: "J'accepte, vraiment", confirm_token_hash: "secret" },
    ])
    const lines = csv.split("\r\n")
    expect(lines[0]).toBe("email,status,locale,requested_at,confirmed_at,consent_ip,consent_locale,consent_wording,unsubscribed_at")
    expect(lines[1]).toBe('awa@example.cm,confirmed,fr,,,,,"J\'accepte, vraiment",')
    expect(csv).not.toContain("secret")
    expect(csv.endsWith("\r\n")).toBe(true)
  })
})
