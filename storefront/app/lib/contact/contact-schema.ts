import { z } from "zod";
import { PHONE_RULE, type AccountMessage } from "~/lib/account/schemas";

/**
 * The contact form's one schema (browser and action). Messages are keys of `account.messages`,
 * shared with the account forms, so the same field components word them.
 */

export const CONTACT_KINDS = ["sales_inquiry", "customer_support"] as const;
/** The backend's limits (POST /store/contact-messages); the inputs carry them as maxLength too. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

const message = (key: AccountMessage) => ({ error: key });

const requiredText = (max: number) =>
  z.string(message("required")).trim().min(1, message("required")).max(max, message("generic"));

/** Optional, but when given: 237, then 9 digits starting with 6 (spaces, dots and a "+" forgiven). */
const optionalPhone = z
  .string()
  .optional()
  .transform((value) => (value ?? "").replace(/[\s.\-()]/g, "").replace(/^\+/, ""))
  .pipe(z.union([z.literal(""), z.string().regex(PHONE_RULE, message("phone"))]))
  .transform((value) => value || undefined);

export const ContactSchema = z.object({
  kind: z.enum(CONTACT_KINDS, message("required")),
  name: requiredText(CONTACT_LIMITS.name),
  email: z
    .string(message("email"))
    .trim()
    .toLowerCase()
    .max(CONTACT_LIMITS.email, message("email"))
    .pipe(z.email(message("email"))),
  phone: optionalPhone,
  subject: requiredText(CONTACT_LIMITS.subject),
  message: requiredText(CONTACT_LIMITS.message),
  captcha: z.string(message("captcha")).min(1, message("captcha")),
});

export type ContactSubmission = z.output<typeof ContactSchema>;
