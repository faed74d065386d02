import path from "node:path"
import type { Logger, ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import { renderMail } from "../../lib/mail/render"
import { outboxTransport, smtpTransport, type MailTransport } from "./transport"

export interface MailOptions {
  from: string
  shopName: string
  /** Set: every e-mail goes through this SMTP server. Unset: to `outboxDir` as `.eml` files. */
  smtpUrl?: string
  outboxDir: string
  /**
   * Also write an outbox e-mail's link (activation, reset) to the log: a convenience on a laptop.
   * Off on servers, where those links carry single-use tokens that logs must not keep.
   */
  logLinks?: boolean
}

/** The header that names an e-mail's template, so tests and support can tell e-mails apart. */
export const TEMPLATE_HEADER = "X-DreamShade-Template"

/**
 * A list e-mail (the newsletter) names its one-click unsubscribe address in `data.list_unsubscribe_url`:
 * it becomes the `List-Unsubscribe` header, with `List-Unsubscribe-Post` (RFC 8058).
 */
export function listUnsubscribeHeaders(data: Record<string, unknown> | null | undefined): Record<string, string> {
  const url = data?.list_unsubscribe_url
  if (typeof url !== "string" || !/^https?:\/\/[^\s<>]+$/.test(url)) return {}
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
}

/**
 * The shop's e-mail channel for Medusa's Notification module: renders our bilingual templates and
 * sends them by SMTP, or writes them to the outbox when no server is configured.
 */
export class MailNotificationService extends AbstractNotificationProviderService {
  static override identifier = "mail"

  private readonly transport: MailTransport

  static override validateOptions(options: Record<string, unknown>) {
    if (typeof options.from !== "string" || !options.from) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The mail provider needs a `from` address")
    }
    if (!options.smtpUrl && typeof options.outboxDir !== "string") {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The mail provider needs `smtpUrl` or `outboxDir`")
    }
  }

  constructor(
    private readonly deps: { logger: Logger },
    private readonly options: MailOptions
  ) {
    super()
    this.transport = options.smtpUrl
      ? smtpTransport(options.smtpUrl)
      : outboxTransport(path.resolve(options.outboxDir))
  }

  override async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const email = renderMail(notification.template, notification.data, this.options.shopName)
    const result = await this.transport.send({
      from: notification.from || this.options.from,
      to: notification.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: { [TEMPLATE_HEADER]: notification.template, ...listUnsubscribeHeaders(notification.data) },
      attachments: (notification.attachments ?? []).map((attachment) => ({
        filename: attachment.filename,
        content: Buffer.from(attachment.content, "base64"),
        contentType: attachment.content_type,
        contentDisposition: attachment.disposition === "inline" ? "inline" : "attachment",
        cid: attachment.id,
      })),
    })
    if (result.file) {
      // Newsletter links carry their subscriber's tokens: never written to the log.
      const loggable = this.options.logLinks && email.actionUrl && !notification.data?.list_unsubscribe_url
      const link = loggable ? ` (link: ${email.actionUrl})` : ""
      this.deps.logger.info(`E-mail "${email.subject}" to ${notification.to} written to ${result.file}${link}`)
    }
    return { id: result.messageId }
  }
}
