import { describe, expect, it } from "vitest"
import { renderMail } from "./render"
import { MAIL_TEMPLATES } from "./templates"

const link = "https://shop.example/account-activation/abc.def"

describe("renderMail", () => {
  it("writes the activation e-mail in French by default and in English when asked", () => {
    const fr = renderMail("account-activation", { first_name: "Awa", link, valid_hours: 24 }, "DreamShade")
    expect(fr.subject).toBe("Activez votre compte DreamShade")
    expect(fr.text).toContain("Bonjour Awa,")
    expect(fr.text).toContain(`Activer mon compte:\n${link}`)
    expect(fr.text).toContain("Ce lien est valable 24 heures.")
    expect(fr.html).toContain(`href="${link}"`)
    expect(fr.actionUrl).toBe(link)

    const en = renderMail("account-activation", { locale: "en", first_name: "Awa", link }, "DreamShade")
    expect(en.subject).toBe("Activate your DreamShade account")
    expect(en.text).toContain("Hello Awa,")
    expect(en.text).not.toContain("valid for")
  })

  it("treats an unknown or regional language as its base language, else French", () => {
    expect(renderMail("password-changed", { locale: "en-US" }, "S").subject).toMatch(/^Your S password/)
    expect(renderMail("password-changed", { locale: "de" }, "S").subject).toMatch(/^Votre mot de passe S/)
  })

  it("escapes what customers typed in the HTML part", () => {
    const email = renderMail("password-changed", { first_name: "<b>Awa</b>" }, "DreamShade")
    expect(email.html).toContain("Bonjour &#60;b&#62;Awa&#60;/b&#62;,")
    expect(email.html).not.toContain("<b>Awa")
  })

  it("refuses an unknown template and missing data with the reason", () => {
    expect(() => renderMail("welcome-pack", {}, "S")).toThrow(/Unknown e-mail template "welcome-pack"/)
    expect(() => renderMail("password-reset", { first_name: "Awa" }, "S")).toThrow(/password-reset.*link/)
  })

  it("has every template say something in both languages", () => {
    for (const [name, template] of Object.entries(MAIL_TEMPLATES)) {
      const data = { first_name: "Awa", link }
      const fr = renderMail(name, { ...data, locale: "fr" }, "S")
      const en = renderMail(name, { ...data, locale: "en" }, "S")
      expect(fr.subject, name).not.toBe(en.subject)
      expect(fr.text, name).not.toBe(en.text)
      expect(template.data.safeParse(data).success, name).toBe(true)
    }
  })
})
