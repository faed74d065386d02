import { type ChildProcess, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import net from "node:net"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"

const STOREFRONT_DIR = path.resolve(__dirname, "..", "storefront")

/** Every kind of link whose URL carries a secret, with what the access log may keep of it. */
const LINKS = [
  ["/newsletter/confirm/nl-confirm-SECRET1", "/newsletter/confirm/[redacted]"],
  ["/newsletter/confirm/nl-confirm-SECRET2.data", "/newsletter/confirm/[redacted].data"],
  ["/newsletter/unsubscribe?subscriber=nlsub_1&token=SECRET3", "/newsletter/unsubscribe?subscriber=nlsub_1&token=[redacted]"],
  ["/account-activation/SECRET4", "/account-activation/[redacted]"],
  ["/reset-password/awa%40example.cm/SECRET5", "/reset-password/awa%40example.cm/[redacted]"],
  [
    "/checkout/card/return?payment_intent=pi_1&payment_intent_client_secret=pi_1_SECRET6&redirect_status=succeeded",
    "/checkout/card/return?payment_intent=pi_1&payment_intent_client_secret=[redacted]&redirect_status=succeeded",
  ],
  ["/checkout/paypal/return?token=SECRET7&PayerID=P1", "/checkout/paypal/return?token=[redacted]&PayerID=P1"],
] as const

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * The storefront's production server (`server.js`, the build the stack made) on a port of its own,
 * whose output this file reads: its access log is what a shop's log files would keep.
 */
describe("the storefront's access log", () => {
  let server: ChildProcess
  let output = ""
  let url = ""

  beforeAll(async () => {
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    server = spawn(process.execPath, ["server.js"], {
      cwd: STOREFRONT_DIR,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        PORT: String(port),
        SESSION_SECRET: randomBytes(32).toString("hex"),
        PUBLIC_STOREFRONT_URL: "https://shop.example.cm",
        MEDUSA_BACKEND_URL: inject("backendUrl"),
      },
    })
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
    server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
    const deadline = Date.now() + 30_000
    while (!output.includes("[storefront] http")) {
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the storefront did not start:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })

  afterAll(() => {
    server?.kill("SIGTERM")
  })

  it("writes each e-mailed or payment link's URL without its token or secret", async () => {
    for (const [link] of LINKS) await (await fetch(`${url}${link}`, { redirect: "manual" })).arrayBuffer()
    const logged = () => output.split("\n").filter((line) => /^GET \//.test(line))
    const deadline = Date.now() + 10_000
    while (logged().length < LINKS.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(logged().map((line) => line.split(" ")[1])).toEqual(LINKS.map(([, kept]) => kept))
    expect(output).not.toMatch(/SECRET/)
  })
})
