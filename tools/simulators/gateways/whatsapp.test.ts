import crypto from "node:crypto"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { TEMPLATES } from "../../../plugins/whatsapp/src/lib/templates.js"
import { startSimulators, type RunningSimulators } from "../server.js"
import { createWhatsAppGateway, WHATSAPP_TEMPLATES } from "./whatsapp.js"

const OPTIONS = { accessToken: "token-for-tests", phoneNumberId: "123456789", appSecret: "app-secret-for-tests", templates: WHATSAPP_TEMPLATES }

/** The shop's webhook endpoint: records each delivery's raw body and signature. */
async function webhookReceiver() {
  const received: { raw: string; signature: string | undefined }[] = []
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    received.push({ raw: Buffer.concat(chunks).toString("utf8"), signature: req.headers["x-hub-signature-256"] as string | undefined })
    res.end("ok")
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/whatsapp`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20))
}
const signatureOf = (raw: string) => `sha256=${crypto.createHmac("sha256", OPTIONS.appSecret).update(raw).digest("hex")}`

describe("WhatsApp Cloud API simulator", () => {
  let running: RunningSimulators | undefined
  let receiver: Awaited<ReturnType<typeof webhookReceiver>> | undefined
  afterEach(async () => {
    await running?.close()
    await receiver?.close()
  })

  const send = (body: unknown, token = OPTIONS.accessToken, phoneNumberId = OPTIONS.phoneNumberId) =>
    fetch(`${running!.url}/v21.0/${phoneNumberId}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    })
  const template = (name: string, parameters: string[], to = "237670112233", language = "fr") => ({
    messaging_product: "whatsapp",
    to,
    type: "template",
    template: { name, language: { code: language }, components: [{ type: "body", parameters: parameters.map((text) => ({ type: "text", text })) }] },
  })

  it("accepts a template with its parameters and the bearer token, records it and signs its status webhooks", async () => {
    receiver = await webhookReceiver()
    running = await startSimulators([createWhatsAppGateway({ ...OPTIONS, webhookUrl: receiver.url })])
    expect((await send(template("dreamshade_payment_received", ["1042", "https://shop/o/1"]), "wrong")).status).toBe(401)
    expect((await send(template("dreamshade_payment_received", ["1042", "https://shop/o/1"]), undefined, "999")).status).toBe(400)
    const wrongCount = await send(template("dreamshade_payment_received", ["1042"]))
    expect(wrongCount.status).toBe(400)
    expect(((await wrongCount.json()) as any).error.code).toBe(132000)
    expect((await send(template("unknown_template", []))).status).toBe(404)
    expect((await send(template("dreamshade_payment_received", ["1042", "x"], "33612345678"))).status).toBe(400)

    const accepted = await send(template("dreamshade_payment_received", ["1042", "https://shop/o/1"]))
    expect(accepted.status).toBe(200)
    const id = ((await accepted.json()) as any).messages[0].id as string
    const listed = (await (await fetch(`${running.url}/control/whatsapp/messages`)).json()) as any[]
    expect(listed).toEqual([
      expect.objectContaining({ id, to: "237670112233", template: "dreamshade_payment_received", language: "fr", parameters: ["1042", "https://shop/o/1"], status: "sent" }),
    ])

    expect((await fetch(`${running.url}/control/whatsapp/messages/${id}/deliver`, { method: "POST" })).status).toBe(200)
    await until(() => receiver!.received.length >= 2)
    expect(receiver.received.map((delivery) => JSON.parse(delivery.raw).entry[0].changes[0].value.statuses[0])).toEqual([
      expect.objectContaining({ id, status: "sent" }),
      expect.objectContaining({ id, status: "delivered" }),
    ])
    for (const delivery of receiver.received) expect(delivery.signature).toBe(signatureOf(delivery.raw))
    expect((await fetch(`${running.url}/control/whatsapp/messages/wamid.nope/read`, { method: "POST" })).status).toBe(404)
    expect(await (await fetch(`${running.url}/control`)).text()).toContain("dreamshade_payment_received")
  })

  it("answers the failures asked for (429 then accepted), and sends a shopper's STOP as a signed message webhook", async () => {
    receiver = await webhookReceiver()
    running = await startSimulators([createWhatsAppGateway({ ...OPTIONS, webhookUrl: receiver.url })])
    expect((await fetch(`${running.url}/control/whatsapp/fail-next?status=429`, { method: "POST" })).status).toBe(200)
    const body = template("dreamshade_order_delivered", ["7", "https://shop/o/7"], "237690112233", "en")
    expect((await send(body)).status).toBe(429)
    expect((await send(body)).status).toBe(200)
    expect((await (await fetch(`${running.url}/control/whatsapp/messages`)).json()) as any[]).toHaveLength(1)

    const incoming = await fetch(`${running.url}/control/whatsapp/incoming`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ from: "237690112233", text: "STOP" }),
    })
    expect(incoming.status).toBe(200)
    // Status webhooks carry `field: "messages"` too: the shopper's message is the one with a `messages` list.
    const isIncomingMessage = (delivery: { raw: string }) => Array.isArray(JSON.parse(delivery.raw).entry[0].changes[0].value.messages)
    await until(() => receiver!.received.some(isIncomingMessage))
    const stop = receiver.received.find(isIncomingMessage)!
    expect(stop.signature).toBe(signatureOf(stop.raw))
    expect(JSON.parse(stop.raw).entry[0].changes[0].value.messages[0]).toMatchObject({ from: "237690112233", type: "text", text: { body: "STOP" } })
  })

  it("knows every template of the plugin with its number of parameters", () => {
    expect(Object.fromEntries(Object.values(TEMPLATES).map((spec) => [spec.name, spec.parameters.length]))).toEqual(WHATSAPP_TEMPLATES)
  })
})
