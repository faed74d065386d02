import { z } from "@medusajs/framework/zod"
import { defineMailTemplate, greeting, signature, validity } from "./template"

const firstName = z.string().trim().max(100).nullish()
const link = z.string().url()
const validHours = z.number().int().positive().optional()

export const accountActivation = defineMailTemplate({
  data: z.object({ first_name: firstName, link, valid_hours: validHours }),
  content: (data, locale, shop) =>
    locale === "en"
      ? {
          subject: `Activate your ${shop} account`,
          greeting: greeting(locale, data.first_name),
          paragraphs: [`Thank you for creating your ${shop} account.`, "Confirm your e-mail address to activate it:"],
          action: { label: "Activate my account", url: data.link },
          afterAction: [
            ...validity(locale, data.valid_hours),
            "If you did not create this account, you can ignore this e-mail.",
          ],
          signature: signature(locale),
        }
      : {
          subject: `Activez votre compte ${shop}`,
          greeting: greeting(locale, data.first_name),
          paragraphs: [`Merci d'avoir créé votre compte ${shop}.`, "Confirmez votre adresse e-mail pour l'activer :"],
          action: { label: "Activer mon compte", url: data.link },
          afterAction: [
            ...validity(locale, data.valid_hours),
            "Si vous n'avez pas créé ce compte, ignorez simplement cet e-mail.",
          ],
          signature: signature(locale),
        },
})

export const passwordReset = defineMailTemplate({
  data: z.object({ first_name: firstName, link, valid_hours: validHours }),
  content: (data, locale, shop) =>
    locale === "en"
      ? {
          subject: `Reset your ${shop} password`,
          greeting: greeting(locale, data.first_name),
          paragraphs: ["We received a request to reset your password. Choose a new one here:"],
          action: { label: "Choose a new password", url: data.link },
          afterAction: [
            ...validity(locale, data.valid_hours),
            "The link works once. If you did not ask for it, ignore this e-mail: your password stays the same.",
          ],
          signature: signature(locale),
        }
      : {
          subject: `Réinitialisez votre mot de passe ${shop}`,
          greeting: greeting(locale, data.first_name),
          paragraphs: ["Nous avons reçu une demande de réinitialisation de votre mot de passe. Choisissez-en un nouveau ici :"],
          action: { label: "Choisir un nouveau mot de passe", url: data.link },
          afterAction: [
            ...validity(locale, data.valid_hours),
            "Le lien ne fonctionne qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste le même.",
          ],
          signature: signature(locale),
        },
})

export const passwordChanged = defineMailTemplate({
  data: z.object({ first_name: firstName }),
  content: (data, locale, shop) =>
    locale === "en"
      ? {
          subject: `Your ${shop} password was changed`,
          greeting: greeting(locale, data.first_name),
          paragraphs: [
            `The password of your ${shop} account has just been changed.`,
            "If you did not do this, reset your password at once and contact us.",
          ],
          signature: signature(locale),
        }
      : {
          subject: `Votre mot de passe ${shop} a été modifié`,
          greeting: greeting(locale, data.first_name),
          paragraphs: [
            `Le mot de passe de votre compte ${shop} vient d'être modifié.`,
            "Si ce n'est pas vous, réinitialisez immédiatement votre mot de passe et contactez-nous.",
          ],
          signature: signature(locale),
        },
})

export const accountDeleted = defineMailTemplate({
  data: z.object({ first_name: firstName }),
  content: (data, locale, shop) =>
    locale === "en"
      ? {
          subject: `Your ${shop} account has been deleted`,
          greeting: greeting(locale, data.first_name),
          paragraphs: [
            `Your ${shop} account and its personal data have been deleted, as you asked.`,
            "Your past orders are kept, without your name or contact details, for the shop's accounts.",
            "Thank you for shopping with us.",
          ],
          signature: signature(locale),
        }
      : {
          subject: `Votre compte ${shop} a été supprimé`,
          greeting: greeting(locale, data.first_name),
          paragraphs: [
            `Votre compte ${shop} et ses données personnelles ont été supprimés, comme vous l'avez demandé.`,
            "Vos commandes passées sont conservées, sans votre nom ni vos coordonnées, pour la comptabilité de la boutique.",
            "Merci de nous avoir fait confiance.",
          ],
          signature: signature(locale),
        },
})
