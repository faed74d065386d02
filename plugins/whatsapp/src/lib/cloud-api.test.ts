import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { CloudApiClient, CloudApiError } from "./cloud-api"

/** A Cloud API stand-in answering the queued answers in turn, recording each request. */
async function cloudApi(answers: { status: number; body: unknown; headers?: Record<string, string> }[]) {
  const requests: { url: string; authorization: string | undefined; body: any }[] = []
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    requests.push({ url: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) })
    const answer = answers.shift() ?? { status: 500, body: {} }
    res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers })
    res.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, close: () => new Promise((resolve) => server.close(resolve)) }
}

const ok = (id: string) => ({ status: 200, body: { messaging_product: "whatsapp", contacts: [{ input: "237670112233", wa_id: "237670112233" }], messages: [{ id }] } })
const message = { to: "237670112233", template: "dreamshade_order_shipped", language: "fr", parameters: ["1042", "https://shop.cm/dashboard/orders/order_1"] }

describe("CloudApiClient", () => {
  let api: Awaited<ReturnType<typeof cloudApi>> | undefined
  afterEach(async () => {
    await api?.close()
  })
  const client = (url: string) => new CloudApiClient({ baseUrl: url, apiVersion: "v21.0", phoneNumberId: "1234567", accessToken: "secret-token", retryDelayMs: 5 })

  it("posts a template message with its body parameters and the bearer token, and answers Meta's message id", async () => {
    api = await cloudApi([ok("wamid.one")])
    expect(await client(api.url).sendTemplate(message)).toBe("wamid.one")
    expect(api.requests).toEqual([
      {
        url: "/v21.0/1234567/messages",
        authorization: "Bearer secret-token",
        body: {
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: "237670112233",
          type: "template",
          template: {
            name: "dreamshade_order_shipped",
            language: { code: "fr" },
            components: [{ type: "body", parameters: [{ type: "text", text: "1042" }, { type: "text", text: "https://shop.cm/dashboard/orders/order_1" }] }],
          },
        },
      },
    ])
  })

  it("tries a 429 and a 5xx again, with a backoff, and sends once", async () => {
    api = await cloudApi([
      { status: 429, body: { error: { message: "Rate limit hit", code: 130429 } }, headers: { "retry-after": "0" } },
      { status: 503, body: { error: { message: "Service unavailable", code: 131016 } } },
      ok("wamid.after-retries"),
    ])
    expect(await client(api.url).sendTemplate(message)).toBe("wamid.after-retries")
    expect(api.requests).toHaveLength(3)
  })

  it("stops at once on a permanent refusal, with Meta's code and details", async () => {
    api = await cloudApi([{ status: 400, body: { error: { message: "Message undeliverable", code: 131026, error_data: { details: "Not a WhatsApp user" } } } }, ok("never")])
    const error = await client(api.url).sendTemplate(message).catch((caught) => caught)
    expect(error).toBeInstanceOf(CloudApiError)
    expect(error).toMatchObject({ status: 400, code: 131026, retryable: false })
    expect(error.message).toContain("Not a WhatsApp user")
    expect(api.requests).toHaveLength(1)
  })

  it("gives up after its attempts when the API keeps failing", async () => {
    api = await cloudApi(Array.from({ length: 6 }, () => ({ status: 500, body: { error: { message: "Something went wrong", code: 131000 } } })))
    await expect(client(api.url).sendTemplate(message)).rejects.toMatchObject({ status: 500, retryable: true })
    expect(api.requests).toHaveLength(4)
  })
})
