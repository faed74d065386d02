import crypto from "node:crypto"
import { describe, expect, it } from "vitest"
import { optOutWord, readWebhook, validSignature, WebhookPayload } from "./webhook"

const secret = "app-secret"
const sign = (raw: string) => `sha256=${crypto.createHmac("sha256", secret).update(raw).digest("hex")}`

describe("validSignature", () => {
  const raw = '{"object":"whatsapp_business_account","entry":[]}'
  it("accepts the HMAC-SHA256 of the raw body only", () => {
    expect(validSignature(raw, sign(raw), secret)).toBe(true)
    expect(validSignature(`${raw} `, sign(raw), secret)).toBe(false)
    expect(validSignature(raw, sign(raw), "other-secret")).toBe(false)
    expect(validSignature(raw, sign(raw).replace("sha256=", "sha1="), secret)).toBe(false)
    expect(validSignature(raw, "sha256=abcd", secret)).toBe(false)
    expect(validSignature(raw, undefined, secret)).toBe(false)
  })
})

describe("optOutWord", () => {
  it("knows STOP and ARRET however they are typed, and nothing else", () => {
    expect(["STOP", " stop ", "Stop.", "ARRET", "arrêt", "Arrêt !"].map(optOutWord)).toEqual(["stop", "stop", "stop", "arret", "arret", "arret"])
    expect(["stop please", "STOPPER", "bonjour", ""].map(optOutWord)).toEqual([null, null, null, null])
  })
})

describe("readWebhook", () => {
  it("reads the statuses and STOPs sent to the shop's number only", () => {
    const payload = WebhookPayload.parse({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "waba",
          changes: [
            {
              field: "messages",
              value: {
                metadata: { phone_number_id: "111" },
                statuses: [
                  { id: "wamid.a", status: "delivered", timestamp: "1700000000", recipient_id: "237670112233" },
                  { id: "wamid.b", status: "failed", timestamp: "1700000001", errors: [{ code: 131026, title: "Message undeliverable" }] },
                  { id: "wamid.c", status: "deleted", timestamp: "1700000002" },
                ],
                messages: [
                  { from: "237670112233", type: "text", text: { body: "ARRET" } },
                  { from: "237690112233", type: "text", text: { body: "Merci" } },
                ],
              },
            },
            { field: "messages", value: { metadata: { phone_number_id: "222" }, messages: [{ from: "237650000000", type: "text", text: { body: "STOP" } }] } },
          ],
        },
      ],
    })
    expect(readWebhook(payload, "111")).toEqual({
      statuses: [
        { message_id: "wamid.a", status: "delivered", error: null, occurred_at: new Date(1_700_000_000_000) },
        { message_id: "wamid.b", status: "failed", error: "131026 Message undeliverable", occurred_at: new Date(1_700_000_001_000) },
      ],
      stops: [{ phone: "237670112233", word: "arret" }],
    })
  })
})
