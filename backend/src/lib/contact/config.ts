import { z } from "@medusajs/framework/zod"

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback)

/**
 * How many contact messages may be sent per hour, per client address and per sender e-mail.
 * Each message sends two e-mails, so it is throttled like the account forms that send mail.
 */
const ContactEnvSchema = z.object({
  CONTACT_MESSAGES_PER_IP_PER_HOUR: positiveInt(5),
  CONTACT_MESSAGES_PER_EMAIL_PER_HOUR: positiveInt(3),
})

export type ContactEnv = z.infer<typeof ContactEnvSchema>

let env: ContactEnv | undefined

/** Read once per process; a malformed value stops the first contact request with its name. */
export function contactEnv(source: NodeJS.ProcessEnv = process.env): ContactEnv {
  if (env) return env
  const parsed = ContactEnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)
    throw new Error(`Invalid contact settings in the environment:\n  ${problems.join("\n  ")}`)
  }
  env = parsed.data
  return env
}
