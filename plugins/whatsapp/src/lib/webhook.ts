import crypto from "node:crypto"
import { z } from "zod"

/**
 * Whether `X-Hub-Signature-256` (`sha256=<hex>`) is the HMAC-SHA256 of the raw body with the app
 * secret, compared in constant time. Nothing of the body is read before this says yes.
 */
export function validSignature(rawBody: Buffer | string, header: unknown, appSecret: string): boolean {
  if (typeof header !== "string" || !header.startsWith("sha256=")) return false
  const given = Buffer.from(header.slice("sha256=".length), "hex")
  const expected = crypto.createHmac("sha256", appSecret).update(rawBody).digest()
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/** Constant-time equality of two strings (the verification handshake's token). */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== "string") return false
  const a = crypto.createHash("sha256").update(given).digest()
  const b = crypto.createHash("sha256").update(expected).digest()
  return crypto.timingSafeEqual(a, b)
}

const Status = z.object({
  id: z.string().min(1).max(200),
  status: z.string(),
  timestamp: z.string().regex(/^\d{1,12}$/),
  errors: z.array(z.object({ code: z.number().nullish(), title: z.string().nullish(), message: z.string().nullish() })).nullish(),
})
const Message = z.object({
  from: z.string().max(20),
  type: z.string(),
  text: z.object({ body: z.string().max(4096) }).nullish(),
})
/** The parts of Meta's `messages` webhook the shop reads; everything else is ignored. */
export const WebhookPayload = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z.object({
                metadata: z.object({ phone_number_id: z.string() }).nullish(),
                statuses: z.array(Status).max(1000).nullish(),
                messages: z.array(Message).max(1000).nullish(),
              }),
            })
          )
          .max(100),
      })
    )
    .max(100),
})
export type WebhookPayload = z.infer<typeof WebhookPayload>

const KNOWN_STATUSES = ["sent", "delivered", "read", "failed"] as const
type KnownStatus = (typeof KNOWN_STATUSES)[number]

/** `STOP`, `Stop.`, `ARRET`, `arrêt`: the words that opt a number out; null for any other text. */
export function optOutWord(text: string): "stop" | "arret" | null {
  const word = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .replace(/[\s.!]+$/, "")
    .toLowerCase()
  return word === "stop" ? "stop" : word === "arret" ? "arret" : null
}

/** What a delivery tells the shop's number: statuses per message, and the numbers that said STOP. */
export function readWebhook(payload: WebhookPayload, phoneNumberId: string) {
  const changes = payload.entry
    .flatMap((entry) => entry.changes)
    .filter((change) => change.field === "messages" && (!change.value.metadata || change.value.metadata.phone_number_id === phoneNumberId))
  const statuses = changes
    .flatMap((change) => change.value.statuses ?? [])
    .filter((status): status is typeof status & { status: KnownStatus } => (KNOWN_STATUSES as readonly string[]).includes(status.status))
    .map((status) => {
      const error = status.errors?.[0]
      return {
        message_id: status.id,
        status: status.status,
        error: error ? `${error.code ?? ""} ${error.title ?? error.message ?? ""}`.trim().slice(0, 500) : null,
        occurred_at: new Date(Number(status.timestamp) * 1000),
      }
    })
  const stops = changes
    .flatMap((change) => change.value.messages ?? [])
    .flatMap((message) => {
      const word = message.type === "text" && message.text ? optOutWord(message.text.body) : null
      return word ? [{ phone: message.from.replace(/^\+/, ""), word }] : []
    })
  return { statuses, stops }
}
