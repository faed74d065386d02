import { z } from "zod"
import { CONTACT_KINDS, CONTACT_LIMITS } from "./contact-limits.js"
import { captchaField, emailField, optionalPhoneField } from "./fields.js"

/** The contact form (`POST /store/contact-messages`), as both sides check it. */

export interface ContactMessages {
  required: string
  tooLong: (max: number) => string
  email: string
  phone: string
  captcha: string
}

/** Required text on one line (the subject ends up in an e-mail's subject): runs of spaces fold into one. */
const oneLine = (max: number, messages: ContactMessages) =>
  z
    .string({ error: messages.required })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, { error: messages.required }).max(max, { error: messages.tooLong(max) }))

/** The fields of a contact message, worded by `messages`. */
export function contactMessageFields(messages: ContactMessages) {
  return {
    kind: z.enum(CONTACT_KINDS, { error: messages.required }),
    name: oneLine(CONTACT_LIMITS.name, messages),
    email: emailField(messages.email),
    phone: optionalPhoneField(messages.phone),
    subject: oneLine(CONTACT_LIMITS.subject, messages),
    message: z
      .string({ error: messages.required })
      .trim()
      .min(1, { error: messages.required })
      .max(CONTACT_LIMITS.message, { error: messages.tooLong(CONTACT_LIMITS.message) }),
    captcha: captchaField(messages.captcha),
  }
}
