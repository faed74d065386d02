import { describe, expect, it } from "vitest"
import { renderMail } from "../render"

const message = {
  kind: "sales_inquiry",
  name: "Awa <b>Ngono</b>",
  email: "awa@example.cm",
  phone: null,
  subject: "Prix de gros",
  message: 'Bonjour,\n<script>alert("x")</script>\nMerci',
  sender_language: "en",
  admin_link: "https://admin.example/app/contact-messages/cmsg_1",
}

describe("contact e-mails", () => {
  it("gives the shop every field and the message verbatim, inert in the HTML part", () => {
    const email = renderMail("contact-message", { ...message, locale: "fr" }, "DreamShade")
    expect(email.subject).toBe("[Demande commerciale] Prix de gros")
    expect(email.text).toContain("De : Awa <b>Ngono</b> <awa@example.cm>")
    expect(email.text).toContain("Téléphone : non indiqué")
    expect(email.text).toContain("Langue : anglais")
    expect(email.text).toContain(`-----\n${message.message}\n-----`)
    expect(email.html).not.toMatch(/<script|<b>/)
    expect(email.html).toContain("Bonjour,\n&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;\nMerci")
    expect(email.html).toContain("white-space:pre-wrap")
    expect(email.actionUrl).toBe(message.admin_link)
  })

  it("acknowledges in the sender's language without repeating what they typed", () => {
    const en = renderMail("contact-acknowledgement", { locale: "en", kind: "customer_support", reference: "cmsg_1" }, "DreamShade")
    expect(en.subject).toBe("We have received your message – DreamShade")
    expect(en.text).toContain("Your message (customer support) has reached us")
    expect(en.text).toContain("Reference: cmsg_1")
    expect(en.text.startsWith("Hello,\n")).toBe(true)
    const fr = renderMail("contact-acknowledgement", { locale: "fr", kind: "customer_support", reference: "cmsg_1" }, "DreamShade")
    expect(fr.subject).toBe("Nous avons bien reçu votre message – DreamShade")
    expect(fr.text).toContain("Votre message (service client) nous est bien parvenu")
  })

  it("refuses to send the shop's copy without the message", () => {
    expect(() => renderMail("contact-message", { ...message, message: "" }, "DreamShade")).toThrow(/message/)
  })
})
