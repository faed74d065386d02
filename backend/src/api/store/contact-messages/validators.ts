import { z } from "@medusajs/framework/zod"
import { CaptchaField, EmailField, LocaleField, PhoneField } from "../../../lib/accounts/validators"

const REQUIRED = "All fields are required"

/** Required text on one line (it ends up in an e-mail subject), with a length limit. */
const oneLine = (max: number) =>
  z
    .string({ error: REQUIRED })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, { error: REQUIRED }).max(max, { error: `At most ${max} characters` }))

export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const

export const StoreSendContactMessage = z.object({
  kind: z.enum(["sales_inquiry", "customer_support"], { error: REQUIRED }),
  name: oneLine(CONTACT_LIMITS.name),
  email: EmailField.pipe(z.string().max(254, { error: "The field is obligatory and must be an email" })),
  // Optional: an empty field counts as none.
  phone: z.preprocess((value) => (value === "" || value === null ? undefined : value), PhoneField.optional()),
  subject: oneLine(CONTACT_LIMITS.subject),
  message: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(CONTACT_LIMITS.message, { error: `At most ${CONTACT_LIMITS.message} characters` }),
  locale: LocaleField,
  captcha: CaptchaField,
})
export type StoreSendContactMessageType = z.infer<typeof StoreSendContactMessage>
