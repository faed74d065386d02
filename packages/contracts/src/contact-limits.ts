/**
 * The contact form's kinds and lengths, apart from its schema: the form shows them without loading
 * Zod (decision 029).
 */

export const CONTACT_KINDS = ["sales_inquiry", "customer_support"] as const
export type ContactKind = (typeof CONTACT_KINDS)[number]

/** The inputs carry them as `maxLength` too. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const
