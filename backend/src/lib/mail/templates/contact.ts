import { z } from "@medusajs/framework/zod"
import type { MailLocale } from "../locale"
import { defineMailTemplate, greeting, signature } from "./template"

const KIND_NAMES: Record<"sales_inquiry" | "customer_support", Record<MailLocale, string>> = {
  sales_inquiry: { fr: "Demande commerciale", en: "Sales inquiry" },
  customer_support: { fr: "Service client", en: "Customer support" },
}
const LANGUAGE_NAMES: Record<MailLocale, Record<MailLocale, string>> = {
  fr: { fr: "français", en: "French" },
  en: { fr: "anglais", en: "English" },
}

const kind = z.enum(["sales_inquiry", "customer_support"])

/**
 * To the shop: everything the visitor typed, as plain text (the layout escapes it in the HTML
 * part), and a link to the message in the Admin where staff mark it answered.
 */
export const contactMessageToShop = defineMailTemplate({
  data: z.object({
    kind,
    name: z.string().min(1),
    email: z.string().email(),
    phone: z.string().nullish(),
    subject: z.string().min(1),
    message: z.string().min(1),
    sender_language: z.enum(["fr", "en"]),
    admin_link: z.string().url(),
  }),
  content: (data, locale) => {
    const en = locale === "en"
    const colon = en ? ":" : " :"
    return {
      subject: `[${KIND_NAMES[data.kind][locale]}] ${data.subject}`,
      greeting: en ? "Hello," : "Bonjour,",
      paragraphs: [
        en ? "A new message came in through the contact form." : "Un nouveau message est arrivé par le formulaire de contact.",
        `${en ? "Kind" : "Type"}${colon} ${KIND_NAMES[data.kind][locale]}`,
        `${en ? "From" : "De"}${colon} ${data.name} <${data.email}>`,
        `${en ? "Phone" : "Téléphone"}${colon} ${data.phone || (en ? "not given" : "non indiqué")}`,
        `${en ? "Language" : "Langue"}${colon} ${LANGUAGE_NAMES[data.sender_language][locale]}`,
        `${en ? "Subject" : "Objet"}${colon} ${data.subject}`,
      ],
      quote: data.message,
      action: { label: en ? "Open it in the Admin" : "L'ouvrir dans l'Admin", url: data.admin_link },
      afterAction: [
        en
          ? `Answer the sender at ${data.email}, then mark the message answered in the Admin.`
          : `Répondez à l'expéditeur à l'adresse ${data.email}, puis marquez le message comme répondu dans l'Admin.`,
      ],
      signature: signature(locale),
    }
  },
})

/**
 * To the sender, in their language. It repeats none of what was typed (not even the name): the
 * form accepts any address, and an acknowledgement must not carry a stranger's text to it.
 */
export const contactMessageAcknowledgement = defineMailTemplate({
  data: z.object({ kind, reference: z.string().min(1) }),
  content: (data, locale, shop) =>
    locale === "en"
      ? {
          subject: `We have received your message – ${shop}`,
          greeting: greeting(locale),
          paragraphs: [
            `Thank you for writing to ${shop}. Your message (${KIND_NAMES[data.kind].en.toLowerCase()}) has reached us and we will answer you at this address as soon as we can.`,
            `Reference: ${data.reference}`,
            "If you did not write to us, you can ignore this e-mail.",
          ],
          signature: signature(locale),
        }
      : {
          subject: `Nous avons bien reçu votre message – ${shop}`,
          greeting: greeting(locale),
          paragraphs: [
            `Merci d'avoir écrit à ${shop}. Votre message (${KIND_NAMES[data.kind].fr.toLowerCase()}) nous est bien parvenu et nous vous répondrons à cette adresse dès que possible.`,
            `Référence : ${data.reference}`,
            "Si vous ne nous avez pas écrit, ignorez simplement cet e-mail.",
          ],
          signature: signature(locale),
        },
})
