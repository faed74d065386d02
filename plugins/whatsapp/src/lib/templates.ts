import { z } from "zod"

/**
 * The shop's WhatsApp message templates, as submitted to Meta (docs/decisions/036 has their
 * wording): each is approved in French (`fr`) and English (`en`) under one name, and takes its
 * body parameters in this order. The texts here are the approved bodies, kept to show staff what
 * went out and to test the parameters; Meta sends its approved copy, not these strings.
 */
export type WhatsAppLocale = "fr" | "en"

export const ORDER_UPDATES = ["placed", "paid", "payment_refused", "shipped", "delivered", "cancelled"] as const
export type OrderUpdate = (typeof ORDER_UPDATES)[number]
export type TemplateKey = OrderUpdate | "opt_out_confirmed"

type TemplateSpec = {
  /** The template's name at Meta (lower case, underscores). */
  name: string
  /** The body's `{{n}}` parameters, in order. */
  parameters: readonly string[]
  body: Record<WhatsAppLocale, string>
}

export const TEMPLATES: Record<TemplateKey, TemplateSpec> = {
  placed: {
    name: "dreamshade_order_placed",
    parameters: ["reference", "payment", "link"],
    body: {
      fr: "Merci ! Votre commande n° {{1}} est enregistrée. {{2}} Suivez-la ici : {{3}}",
      en: "Thank you! Your order no. {{1}} is saved. {{2}} Follow it here: {{3}}",
    },
  },
  paid: {
    name: "dreamshade_payment_received",
    parameters: ["reference", "link"],
    body: {
      fr: "Nous avons reçu le paiement de votre commande n° {{1}}. Nous la préparons. Détails : {{2}}",
      en: "We have received the payment for your order no. {{1}}. We are preparing it. Details: {{2}}",
    },
  },
  payment_refused: {
    name: "dreamshade_payment_refused",
    parameters: ["reference", "link"],
    body: {
      fr: "Le paiement de votre commande n° {{1}} n'a pas abouti. Vous pouvez payer à nouveau ici : {{2}}",
      en: "The payment for your order no. {{1}} did not go through. You can pay again here: {{2}}",
    },
  },
  shipped: {
    name: "dreamshade_order_shipped",
    parameters: ["reference", "link"],
    body: {
      fr: "Votre commande n° {{1}} est en route (remise au livreur ou prête à retirer en boutique). Détails : {{2}}",
      en: "Your order no. {{1}} is on its way (handed to the courier or ready for pickup at the shop). Details: {{2}}",
    },
  },
  delivered: {
    name: "dreamshade_order_delivered",
    parameters: ["reference", "link"],
    body: {
      fr: "Votre commande n° {{1}} est livrée. Merci de votre confiance ! Détails : {{2}}",
      en: "Your order no. {{1}} has been delivered. Thank you for your trust! Details: {{2}}",
    },
  },
  cancelled: {
    name: "dreamshade_order_cancelled",
    parameters: ["reference", "link"],
    body: {
      fr: "Votre commande n° {{1}} est annulée. Détails : {{2}}",
      en: "Your order no. {{1}} has been cancelled. Details: {{2}}",
    },
  },
  opt_out_confirmed: {
    name: "dreamshade_opt_out_confirmed",
    parameters: [],
    body: {
      fr: "C'est noté : vous ne recevrez plus le suivi de vos commandes sur WhatsApp. Vous pouvez le réactiver depuis votre compte.",
      en: "Done: you will no longer receive your order updates on WhatsApp. You can turn them back on from your account.",
    },
  },
}

export const toWhatsAppLocale = (locale: unknown): WhatsAppLocale =>
  typeof locale === "string" && locale.toLowerCase().startsWith("en") ? "en" : "fr"

/** A body parameter: Meta refuses empty ones, new lines, tabs and more than four spaces in a row. */
const Parameter = z
  .string()
  .transform((text) => text.replace(/[\r\n\t]+/g, " ").replace(/ {4,}/g, "   ").trim())
  .pipe(z.string().min(1).max(1024))

/** The notification's data as the provider reads it: the language and the named parameters. */
export const TemplateData = z.object({
  locale: z.string().optional(),
  parameters: z.record(z.string(), z.string()).default({}),
})

/** What the Cloud API is sent for a notification: template name, language and ordered parameters. */
export function templateMessage(key: string, data: unknown): { name: string; language: WhatsAppLocale; parameters: string[] } {
  const spec = (TEMPLATES as Record<string, TemplateSpec | undefined>)[key]
  if (!spec) throw new Error(`Unknown WhatsApp template "${key}"`)
  const parsed = TemplateData.parse(data ?? {})
  const parameters = spec.parameters.map((name) => {
    const value = Parameter.safeParse(parsed.parameters[name] ?? "")
    if (!value.success) throw new Error(`WhatsApp template "${key}" needs its parameter "${name}"`)
    return value.data
  })
  return { name: spec.name, language: toWhatsAppLocale(parsed.locale), parameters }
}

/** The message as the shopper reads it (for staff and tests). */
export function renderTemplate(key: TemplateKey, locale: WhatsAppLocale, parameters: string[]): string {
  return TEMPLATES[key].body[locale].replace(/\{\{(\d+)\}\}/g, (_, index) => parameters[Number(index) - 1] ?? "")
}
