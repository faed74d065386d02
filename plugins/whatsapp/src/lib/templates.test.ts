import { describe, expect, it } from "vitest"
import { renderTemplate, templateMessage, TEMPLATES } from "./templates"

describe("templateMessage", () => {
  it("orders the named parameters as the template takes them, in the order's language", () => {
    expect(templateMessage("placed", { locale: "en-GB", parameters: { link: "https://shop.cm/o/1", reference: "1042", payment: "Payment\nreceived." } })).toEqual({
      name: "dreamshade_order_placed",
      language: "en",
      parameters: ["1042", "Payment received.", "https://shop.cm/o/1"],
    })
    expect(templateMessage("opt_out_confirmed", {}).language).toBe("fr")
  })

  it("refuses an unknown template or a missing parameter before anything is sent", () => {
    expect(() => templateMessage("nope", {})).toThrow(/Unknown WhatsApp template/)
    expect(() => templateMessage("paid", { parameters: { reference: "1042" } })).toThrow(/"link"/)
    expect(() => templateMessage("paid", { parameters: { reference: "  ", link: "x" } })).toThrow(/"reference"/)
  })

  it("has each body in French and English with as many placeholders as parameters", () => {
    for (const spec of Object.values(TEMPLATES)) {
      for (const body of [spec.body.fr, spec.body.en]) expect(new Set(body.match(/\{\{\d+\}\}/g) ?? []).size).toBe(spec.parameters.length)
    }
    expect(renderTemplate("paid", "fr", ["1042", "https://shop.cm/o/1"])).toBe(
      "Nous avons reçu le paiement de votre commande n° 1042. Nous la préparons. Détails : https://shop.cm/o/1"
    )
  })
})
