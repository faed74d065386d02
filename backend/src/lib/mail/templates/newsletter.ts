import { z } from "@medusajs/framework/zod"
import { defineMailTemplate, signature, validity } from "./template"

/** Every newsletter e-mail says how to leave the list (plugins/newsletter adds the link). */
const unsubscribe = {
  fr: (link: string) => `Vous ne souhaitez plus recevoir nos e-mails ? Désinscrivez-vous ici : ${link}`,
  en: (link: string) => `No longer want our e-mails? Unsubscribe here: ${link}`,
}

export const newsletterConfirmation = defineMailTemplate({
  data: z.object({
    link: z.string().url(),
    unsubscribe_link: z.string().url(),
    list_unsubscribe_url: z.string().url(),
    valid_hours: z.number().int().positive().optional(),
  }),
  content: (data, locale, shop) =>
    locale === "en"
      ? {
          subject: `Confirm your subscription to the ${shop} newsletter`,
          greeting: "Hello,",
          paragraphs: [
            `Someone, hopefully you, asked to receive the ${shop} newsletter at this address.`,
            "Your subscription starts only once you confirm it:",
          ],
          action: { label: "Confirm my subscription", url: data.link },
          afterAction: [
            ...validity(locale, data.valid_hours),
            "If you did not ask for it, ignore this e-mail: you will receive nothing more.",
            unsubscribe.en(data.unsubscribe_link),
          ],
          signature: signature(locale),
        }
      : {
          subject: `Confirmez votre inscription à la newsletter ${shop}`,
          greeting: "Bonjour,",
          paragraphs: [
            `Quelqu'un, sans doute vous, a demandé à recevoir la newsletter ${shop} à cette adresse.`,
            "Votre inscription ne commence qu'une fois confirmée :",
          ],
          action: { label: "Confirmer mon inscription", url: data.link },
          afterAction: [
            ...validity(locale, data.valid_hours),
            "Si vous n'avez rien demandé, ignorez cet e-mail : vous ne recevrez rien d'autre.",
            unsubscribe.fr(data.unsubscribe_link),
          ],
          signature: signature(locale),
        },
})

/**
 * The answer to a subscription request for an address already on the list: the form says "check
 * your inbox" whatever the address, and the address's owner learns here, in their list language,
 * that nothing needs doing (and how to leave).
 */
export const newsletterAlreadySubscribed = defineMailTemplate({
  data: z.object({
    unsubscribe_link: z.string().url(),
    list_unsubscribe_url: z.string().url(),
  }),
  content: (data, locale, shop) =>
    locale === "en"
      ? {
          subject: `You are already subscribed to the ${shop} newsletter`,
          greeting: "Hello,",
          paragraphs: [
            `Someone, hopefully you, asked to receive the ${shop} newsletter at this address.`,
            "Email already subscribed to newsletter. There is nothing to do: you will keep receiving our news.",
          ],
          afterAction: ["If you did not ask for it, ignore this e-mail.", unsubscribe.en(data.unsubscribe_link)],
          signature: signature(locale),
        }
      : {
          subject: `Vous êtes déjà inscrit à la newsletter ${shop}`,
          greeting: "Bonjour,",
          paragraphs: [
            `Quelqu'un, sans doute vous, a demandé à recevoir la newsletter ${shop} à cette adresse.`,
            "Cette adresse est déjà inscrite à la newsletter : vous n'avez rien à faire, vous continuerez à recevoir nos nouvelles.",
          ],
          afterAction: ["Si vous n'avez rien demandé, ignorez cet e-mail.", unsubscribe.fr(data.unsubscribe_link)],
          signature: signature(locale),
        },
})
