/** E-mails go out in the language the customer used when they were triggered; French by default. */
export const MAIL_LOCALES = ["fr", "en"] as const
export type MailLocale = (typeof MAIL_LOCALES)[number]

export function toMailLocale(value: unknown): MailLocale {
  if (typeof value !== "string") return "fr"
  const language = value.toLowerCase().slice(0, 2)
  return (MAIL_LOCALES as readonly string[]).includes(language) ? (language as MailLocale) : "fr"
}

/** One text in both languages: every template spells out each string twice, side by side. */
export type Bilingual<T = string> = Record<MailLocale, T>
