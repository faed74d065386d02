import http from "node:http"
import type { AddressInfo } from "node:net"
import { DEFAULT_HOST, urlHostFor } from "./host.js"

export type Upstream = { name: string; url: string }

export type RunningProxy = {
  url: string
  /** How many requests each upstream answered, by name. */
  answered: Map<string, number>
  /** How many requests each upstream holds right now (sent, answer not finished), by name. */
  inFlight: Map<string, number>
  close: () => Promise<void>
}

/** An upstream that refused a connection is left aside this long before it is tried again. */
const REST_MS = 2_000
/** The shop's and the admin's request bodies are small; a product picture upload is the largest. */
const MAX_BODY_BYTES = 50 * 1024 * 1024

/**
 * A small round-robin HTTP proxy in front of several backend servers (docs/decisions/031). Each
 * request goes to the next server in turn; a server that refuses the connection (stopped, or
 * starting again) gets nothing for a moment and the request goes to the next one, which is safe
 * because the refused server received nothing. A read (GET, HEAD, OPTIONS) that fails before its
 * answer began is asked of the next server too (a server killed with open connections fails them
 * this way). A write that fails after the server took it is not retried (it may have acted on it):
 * the client gets a 502 and may ask again (completing a cart twice gives the same order).
 * `x-served-by` names the server that answered.
 */
export async function startProxy(options: {
  port: number
  /** The address it listens on: this machine only unless told otherwise. */
  host?: string
  upstreams: Upstream[]
  log: (line: string) => void
}): Promise<RunningProxy> {
  const upstreams = options.upstreams.map((upstream) => ({
    ...upstream,
    target: new URL(upstream.url),
    restUntil: 0,
    // Idle connections to a server are closed before the server would close them (Node's 5 s), so
    // that a checkout is never written on a connection the server is closing.
    agent: new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 }),
  }))
  const answered = new Map(upstreams.map((upstream) => [upstream.name, 0]))
  const inFlight = new Map(upstreams.map((upstream) => [upstream.name, 0]))
  const count = (name: string, change: number) => inFlight.set(name, (inFlight.get(name) ?? 0) + change)
  let turn = 0

  /** Upstreams to try for one request: every one once, starting with the next in turn, rested ones last. */
  const order = () => {
    const start = turn++ % upstreams.length
    const rotated = [...upstreams.slice(start), ...upstreams.slice(0, start)]
    const now = Date.now()
    return [...rotated.filter((u) => u.restUntil <= now), ...rotated.filter((u) => u.restUntil > now)]
  }

  const server = http.createServer(async (req, res) => {
    let body: Buffer
    try {
      body = await readBody(req)
    } catch {
      return answerError(res, 413, "payload_too_large", "Request body too large.")
    }
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ")
    const headers = {
      ...req.headers,
      "x-forwarded-for": forwardedFor,
      "x-forwarded-proto": (req.headers["x-forwarded-proto"] as string | undefined) ?? "http",
      "x-forwarded-host": (req.headers["x-forwarded-host"] as string | undefined) ?? req.headers.host ?? "",
      "content-length": String(body.length),
    }
    delete headers["transfer-encoding"]
    for (const upstream of order()) {
      count(upstream.name, 1)
      const outcome = await forward(upstream, req, res, headers, body).finally(() => count(upstream.name, -1))
      if (outcome === "answered") {
        upstream.restUntil = 0
        answered.set(upstream.name, (answered.get(upstream.name) ?? 0) + 1)
        return
      }
      if (outcome === "failed") return
      // Refused before it received anything: rest it and try the next one.
      upstream.restUntil = Date.now() + REST_MS
    }
    answerError(res, 503, "unavailable", "No backend server is answering. Try again in a moment.")
  })
  // Medusa's own timeouts apply behind; the proxy never cuts a slow checkout short. Idle client
  // connections are kept longer than clients keep them (Node's fetch: 4 s), so that a client never
  // sends a request on a connection the proxy is closing.
  server.requestTimeout = 0
  server.headersTimeout = 60_000
  server.keepAliveTimeout = 65_000

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port, options.host ?? DEFAULT_HOST, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${urlHostFor(options.host ?? DEFAULT_HOST)}:${port}`
  options.log(`Proxy on ${url} → ${upstreams.map((u) => `${u.name} (${u.url})`).join(", ")}`)
  return {
    url,
    answered,
    inFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
        for (const upstream of upstreams) upstream.agent.destroy()
      }),
  }
}

type Outcome = "answered" | "refused" | "failed"
const READS = new Set(["GET", "HEAD", "OPTIONS"])

function forward(
  upstream: { name: string; target: URL; agent: http.Agent },
  req: http.IncomingMessage,
  res: http.ServerResponse,
  headers: http.OutgoingHttpHeaders,
  body: Buffer
): Promise<Outcome> {
  return new Promise((resolve) => {
    let sent = false
    const outgoing = http.request(
      {
        host: upstream.target.hostname,
        port: upstream.target.port,
        method: req.method,
        path: req.url,
        headers,
        agent: upstream.agent,
      },
      (incoming) => {
        res.writeHead(incoming.statusCode ?? 502, { ...incoming.headers, "x-served-by": upstream.name })
        incoming.pipe(res)
        incoming.on("error", () => res.destroy())
        incoming.on("end", () => resolve("answered"))
        incoming.on("aborted", () => {
          res.destroy()
          resolve("failed")
        })
      }
    )
    outgoing.on("finish", () => (sent = true))
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (res.headersSent) {
        res.destroy()
        return resolve("failed")
      }
      // A connection refused, or a request not even sent: nothing reached the server. A read may
      // be asked again whatever happened, since no answer began.
      if (!sent || error.code === "ECONNREFUSED" || READS.has(req.method ?? "")) return resolve("refused")
      answerError(res, 502, "upstream_failed", "The server stopped while answering. Try again.")
      resolve("failed")
    })
    // The client went away: stop waiting for the server.
    res.on("close", () => {
      if (!res.writableFinished) outgoing.destroy()
    })
    outgoing.end(body)
  })
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        req.destroy()
        reject(new Error("too large"))
        return
      }
      chunks.push(chunk)
    })
    req.on("end", () => resolve(Buffer.concat(chunks)))
    req.on("error", reject)
  })
}

function answerError(res: http.ServerResponse, status: number, code: string, message: string) {
  if (res.headersSent) return res.destroy()
  res.writeHead(status, { "content-type": "application/json" })
  res.end(JSON.stringify({ code, type: "unexpected_state", message }))
}
