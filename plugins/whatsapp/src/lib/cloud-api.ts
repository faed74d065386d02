import { z } from "zod"

/**
 * A client of the WhatsApp Business Cloud API's send endpoint
 * (`POST /{version}/{phone-number-id}/messages`, bearer token), with `fetch`: Meta publishes no
 * Node SDK for it, and the shop must reach its simulator. Only template messages: outside the
 * 24-hour window a business may start a conversation with an approved template only.
 *
 * 429 and 5xx (and a lost connection) are tried again with an exponential backoff, honouring
 * `Retry-After`; anything else is a permanent refusal ("not a WhatsApp number", a template not
 * approved) and is thrown at once.
 */
export interface CloudApiOptions {
  baseUrl: string
  apiVersion: string
  phoneNumberId: string
  accessToken: string
  /** Attempts in all (first try included). */
  attempts?: number
  /** First backoff; doubled after each retry. */
  retryDelayMs?: number
  timeoutMs?: number
}

export type TemplateMessage = {
  /** E.164 digits without "+", e.g. 237670112233. */
  to: string
  template: string
  /** Meta's language code of the approved translation: `fr`, `en`. */
  language: string
  parameters: string[]
}

const SendAnswer = z.object({
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
})
const ErrorAnswer = z.object({
  error: z.object({
    message: z.string().nullish(),
    code: z.number().nullish(),
    error_data: z.object({ details: z.string().nullish() }).nullish(),
  }),
})

export class CloudApiError extends Error {
  /** How long the API asked to wait (`Retry-After`), capped. */
  retryAfterMs = 0

  constructor(
    message: string,
    /** HTTP status, 0 when no answer came. */
    readonly status: number,
    /** Meta's error code (131026 "message undeliverable", 131047 re-engagement…), or null. */
    readonly code: number | null,
    readonly retryable: boolean
  ) {
    super(message)
  }
}

const RETRY_AFTER_CAP_MS = 30_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class CloudApiClient {
  constructor(private readonly options: CloudApiOptions) {}

  /** Sends one template message; answers its message id (`wamid.…`). */
  async sendTemplate(message: TemplateMessage): Promise<string> {
    const body = {
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: message.to,
      type: "template",
      template: {
        name: message.template,
        language: { code: message.language },
        components: message.parameters.length
          ? [{ type: "body", parameters: message.parameters.map((text) => ({ type: "text", text })) }]
          : [],
      },
    }
    const attempts = this.options.attempts ?? 4
    let delay = this.options.retryDelayMs ?? 500
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.post(body)
      } catch (error) {
        const failure = error instanceof CloudApiError ? error : new CloudApiError((error as Error).message, 0, null, true)
        if (!failure.retryable || attempt >= attempts) throw failure
        await sleep(Math.max(delay, failure.retryAfterMs))
        delay *= 2
      }
    }
  }

  private async post(body: unknown): Promise<string> {
    const { baseUrl, apiVersion, phoneNumberId, accessToken, timeoutMs = 15_000 } = this.options
    const response = await fetch(`${baseUrl}/${apiVersion}/${encodeURIComponent(phoneNumberId)}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    let json: unknown
    try {
      json = text ? JSON.parse(text) : undefined
    } catch {
      json = undefined
    }
    if (response.ok) {
      const answer = SendAnswer.safeParse(json)
      if (!answer.success) throw new CloudApiError("The Cloud API answered without a message id", response.status, null, false)
      return answer.data.messages[0]!.id
    }
    const problem = ErrorAnswer.safeParse(json)
    const detail = problem.success ? (problem.data.error.error_data?.details ?? problem.data.error.message ?? "") : text.slice(0, 200)
    const retryable = response.status === 429 || response.status >= 500
    const error = new CloudApiError(
      `WhatsApp Cloud API ${response.status}${problem.success && problem.data.error.code ? ` (${problem.data.error.code})` : ""}: ${detail}`,
      response.status,
      problem.success ? (problem.data.error.code ?? null) : null,
      retryable
    )
    const retryAfter = Number(response.headers.get("retry-after"))
    if (retryable && retryAfter > 0) error.retryAfterMs = Math.min(retryAfter * 1000, RETRY_AFTER_CAP_MS)
    throw error
  }
}
