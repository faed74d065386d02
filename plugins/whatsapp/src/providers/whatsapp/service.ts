import { CAMEROON_MOBILE } from "@dreamshade/contracts"
import type { Logger, ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import { CloudApiClient } from "../../lib/cloud-api"
import { readWhatsAppConfig } from "../../lib/config"
import { templateMessage } from "../../lib/templates"

export type WhatsAppProviderOptions = {
  /** First backoff after a 429/5xx (doubled each time); tests lower it. */
  retryDelayMs?: number
  attempts?: number
}

/**
 * Channel `whatsapp` of Medusa's Notification module: sends the template named by the
 * notification (src/lib/templates.ts) through the WhatsApp Business Cloud API. A refusal throws,
 * so the module records the notification as failed; its message says why, for staff.
 */
export class WhatsAppNotificationService extends AbstractNotificationProviderService {
  static override identifier = "whatsapp"
  private readonly client: CloudApiClient
  private readonly logger: Logger

  static override validateOptions() {
    // The environment is checked (production rules included) when the provider is built.
    readWhatsAppConfig()
  }

  constructor({ logger }: { logger: Logger }, options: WhatsAppProviderOptions = {}) {
    super()
    const config = readWhatsAppConfig()
    if (!config) throw new Error("The WhatsApp provider is registered but WHATSAPP_BASE_URL is not set")
    this.logger = logger
    this.client = new CloudApiClient({ ...config, retryDelayMs: options.retryDelayMs, attempts: options.attempts })
  }

  override async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    if (!CAMEROON_MOBILE.test(notification.to)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Not a Cameroonian mobile number: ${notification.to}`)
    }
    const message = templateMessage(notification.template, notification.data)
    const id = await this.client.sendTemplate({ to: notification.to, template: message.name, language: message.language, parameters: message.parameters })
    this.logger.info(`WhatsApp "${message.name}" (${message.language}) sent: ${id}`)
    return { id }
  }
}
