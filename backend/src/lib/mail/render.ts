import { MedusaError } from "@medusajs/framework/utils"
import { layoutEmail, type RenderedEmail } from "./layout"
import { toMailLocale } from "./locale"
import { MAIL_TEMPLATES } from "./templates"

/**
 * Turns a notification's template name and data into the e-mail to send. Unknown templates and
 * missing data are refused before anything is sent, with the reason.
 */
export function renderMail(template: string, data: Record<string, unknown> | null | undefined, shopName: string): RenderedEmail {
  const definition = MAIL_TEMPLATES[template]
  if (!definition) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Unknown e-mail template "${template}"`)
  }
  const parsed = definition.data.safeParse(data ?? {})
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "data"}: ${issue.message}`)
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `E-mail "${template}" cannot be sent: ${problems.join("; ")}`)
  }
  return layoutEmail(definition.content(parsed.data, toMailLocale(data?.locale), shopName), shopName)
}
