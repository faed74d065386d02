import { describe, expect, it } from "vitest"
import { renderMail } from "./render"
import { MAIL_TEMPLATES } from "./templates"

const link = "https://shop.example/account-activation/abc.def"
const orderLink = "https://shop.example/dashboard"
const placed = {
  first_name: "Awa",
  display_id: 1023,
  payment_mode: "bank_deposit",
  paid: false,
  lines: [{ title: "Crème hydratante", quantity: 2, total: 25000 }],
  discount_total: 2500,
  delivery_fee: 1000,
  total: 23500,
  link: orderLink,
  instructions: { bank: { bank_name: "Afriland First Bank", account_name: "DreamShade SARL", account_number: "10005 00001 01234567890 12" } },
}

/** Templates whose data is more than a name and a link. */
const SAMPLE_DATA: Record<string, Record<string, unknown>> = {
  "order-placed": placed,
  "order-status-changed": { display_id: 1023, status: "shipping", link: orderLink },
  "shipping-quote": { display_id: 1023, amount: 18000, link: orderLink },
  "payment-refunded-to-shop": {
    order_reference: 1023,
    amount: 7500,
    reason: "already_paid",
    payment_id: "pay_2",
    kept_payment_id: "pay_1",
    admin_link: "https://api.example/app/orders/order_1",
  },
  "contact-message": {
    kind: "customer_support",
    name: "Awa",
    email: "awa@example.cm",
    subject: "Ma commande",
    message: "Bonjour",
    sender_language: "fr",
    admin_link: "https://admin.example/app/contact-messages/cmsg_1",
  },
  "contact-acknowledgement": { kind: "sales_inquiry", reference: "cmsg_1" },
  "newsletter-confirmation": {
    link: "https://shop.example/newsletter/confirm/abc",
    unsubscribe_link: "https://shop.example/newsletter/unsubscribe?subscriber=nlsub_1&token=t",
    list_unsubscribe_url: "https://api.example/newsletter/unsubscribe?subscriber=nlsub_1&token=t",
    valid_hours: 72,
  },
  "newsletter-already-subscribed": {
    unsubscribe_link: "https://shop.example/newsletter/unsubscribe?subscriber=nlsub_1&token=t",
    list_unsubscribe_url: "https://api.example/newsletter/unsubscribe?subscriber=nlsub_1&token=t",
  },
}

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
      const data = SAMPLE_DATA[name] ?? { first_name: "Awa", link }
      const fr = renderMail(name, { ...data, locale: "fr" }, "S")
      const en = renderMail(name, { ...data, locale: "en" }, "S")
      expect(fr.subject, name).not.toBe(en.subject)
      expect(fr.text, name).not.toBe(en.text)
      expect(template.data.safeParse(data).success, name).toBe(true)
    }
  })

  it("tells the shop, in French, which second card payment was refunded and which one is kept", () => {
    const fr = renderMail("payment-refunded-to-shop", { ...SAMPLE_DATA["payment-refunded-to-shop"], locale: "fr" }, "DreamShade")
    expect(fr.subject).toBe("Commande n° 1023 : un second paiement par carte a été remboursé")
    expect(fr.text).toContain("Un paiement par carte de 7\u202F500\u00A0FCFA est arrivé par Stripe pour la commande n° 1023. La commande était déjà payée (le paiement pay_1 est conservé).")
    expect(fr.text).toContain("https://api.example/app/orders/order_1")
  })

  it("asks a newsletter subscriber to confirm, and says how to leave, in the text and the HTML", () => {
    const data = SAMPLE_DATA["newsletter-confirmation"]
    const fr = renderMail("newsletter-confirmation", data, "DreamShade")
    expect(fr.subject).toBe("Confirmez votre inscription à la newsletter DreamShade")
    expect(fr.text).toContain("Confirmer mon inscription:\nhttps://shop.example/newsletter/confirm/abc")
    expect(fr.text).toContain("Ce lien est valable 72 heures.")
    expect(fr.text).toContain(`Désinscrivez-vous ici : ${data.unsubscribe_link}`)
    expect(fr.html).toContain("Désinscrivez-vous ici : https://shop.example/newsletter/unsubscribe?subscriber=nlsub_1&#38;token=t")
  })

  it("tells a subscribed address it is already on the list, in its language, and how to leave", () => {
    const data = SAMPLE_DATA["newsletter-already-subscribed"]
    const fr = renderMail("newsletter-already-subscribed", data, "DreamShade")
    expect(fr.subject).toBe("Vous êtes déjà inscrit à la newsletter DreamShade")
    expect(fr.text).toContain("Cette adresse est déjà inscrite à la newsletter")
    expect(fr.text).toContain(`Désinscrivez-vous ici : ${data.unsubscribe_link}`)
    const en = renderMail("newsletter-already-subscribed", { ...data, locale: "en" }, "DreamShade")
    expect(en.subject).toBe("You are already subscribed to the DreamShade newsletter")
    expect(en.text).toContain("Email already subscribed to newsletter.")
    expect(en.text).toContain(`Unsubscribe here: ${data.unsubscribe_link}`)
  })

  it("lists an unpaid order's lines and totals in XAF and says how to pay", () => {
    const fr = renderMail("order-placed", placed, "DreamShade")
    expect(fr.subject).toBe("Votre commande n° 1023")
    expect(fr.text).toContain("2 × Crème hydratante: 25\u202F000\u00A0FCFA")
    expect(fr.text).toContain("Remise : −2\u202F500\u00A0FCFA")
    expect(fr.text).toContain("Total : 23\u202F500\u00A0FCFA")
    expect(fr.text).toContain("enregistrée sans paiement (dépôt bancaire)")
    expect(fr.text).toContain("Indiquez « Commande 1023 » en référence")

    const en = renderMail("order-placed", { ...placed, locale: "en", delivery_fee: null, discount_total: 0 }, "DreamShade")
    expect(en.text).toContain("Total: XAF\u00A023,500")
    expect(en.text).toContain("international courier, quoted after confirmation")
    expect(en.text).not.toContain("Discount")
  })
})
