import type { z } from "@medusajs/framework/zod"
import type { EmailContent } from "../layout"
import type { MailLocale } from "../locale"

/** A named e-mail: the data it needs (checked before sending) and what it says in each language. */
export interface MailTemplate<Schema extends z.ZodType = z.ZodType> {
  data: Schema
  content(data: z.infer<Schema>, locale: MailLocale, shopName: string): EmailContent
}

export function defineMailTemplate<Schema extends z.ZodType>(template: MailTemplate<Schema>): MailTemplate<Schema> {
  return template
}

/** "Bonjour Awa," / "Hello Awa,"; without a name, a plain greeting. */
export function greeting(locale: MailLocale, firstName?: string | null): string {
  const name = firstName?.trim()
  if (locale === "en") return name ? `Hello ${name},` : "Hello,"
  return name ? `Bonjour ${name},` : "Bonjour,"
}

export const signature = (locale: MailLocale) => (locale === "en" ? "See you soon," : "À très bientôt,")

/** "Ce lien est valable 24 heures." — said only when the sender tells how long. */
export function validity(locale: MailLocale, hours?: number): string[] {
  if (!hours) return []
  const unit = locale === "en" ? (hours === 1 ? "hour" : "hours") : hours === 1 ? "heure" : "heures"
  return [locale === "en" ? `This link is valid for ${hours} ${unit}.` : `Ce lien est valable ${hours} ${unit}.`]
}
