import http from "node:http"
import { performance } from "node:perf_hooks"

export type LoadResult = {
  requests: number
  errors: number
  seconds: number
  perSecond: number
  p50: number
  p95: number
  p99: number
  max: number
  /** Every request's latency (ms), kept so that several runs can be pooled (`poolResults`). */
  latencies?: number[]
}

type Bounds = {
  concurrency: number
  /** Stops at whichever comes first. */
  maxRequests: number
  maxSeconds: number
}

type LoadOptions = Bounds & {
  /** The URL of request number `i` (the same URL every time, or a different one each time). */
  url: (i: number) => string
  headers: Record<string, string>
}

/**
 * A bounded closed-loop load of GET requests: `concurrency` clients, each sending its next request
 * as soon as the previous one answered, over kept-alive connections, until the request count or
 * the time is used up. Latency is measured per request, from sending to the last byte.
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return closedLoop(options, (i, _client, agent) => send(options.url(i), "GET", options.headers, undefined, agent).then((answer) => answer.status === 200))
}

type PostLoadOptions = Bounds & {
  /** Request number `i`, sent by client number `client` (0 … concurrency − 1): URL and JSON body. */
  request: (i: number, client: number) => { url: string; body: unknown }
  headers: Record<string, string>
  /** Whether an answer counts as a success; by default any 200. */
  succeeded?: (status: number, body: unknown) => boolean
}

type GetLoadOptions = Bounds & {
  /** Request number `i`, sent by client number `client`: URL and headers (its own cookies). */
  request: (i: number, client: number) => { url: string; headers: Record<string, string> }
  /** Whether an answer to client number `client` counts as a success, from its status and its whole body. */
  succeeded: (status: number, body: string, client: number) => boolean
}

/** GET requests whose answer is read whole and checked (a page that must show what it should). */
export function runGetLoad(options: GetLoadOptions): Promise<LoadResult> {
  return closedLoop(options, async (i, client, agent) => {
    const { url, headers } = options.request(i, client)
    const answer = await send(url, "GET", headers, undefined, agent, true)
    return options.succeeded(answer.status, answer.text, client)
  })
}

/** The same closed loop with JSON POST requests, each client knowing which one it is (its own cart). */
export function runPostLoad(options: PostLoadOptions): Promise<LoadResult> {
  const succeeded = options.succeeded ?? ((status: number) => status === 200)
  const headers = { ...options.headers, "content-type": "application/json" }
  return closedLoop(options, async (i, client, agent) => {
    const { url, body } = options.request(i, client)
    const answer = await send(url, "POST", headers, JSON.stringify(body), agent)
    return succeeded(answer.status, answer.json)
  })
}

async function closedLoop(
  bounds: Bounds,
  request: (i: number, client: number, agent: http.Agent) => Promise<boolean>
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: bounds.concurrency })
  const latencies: number[] = []
  let errors = 0
  let issued = 0
  const started = performance.now()
  const deadline = started + bounds.maxSeconds * 1000
  const client = async (_: unknown, index: number) => {
    while (issued < bounds.maxRequests && performance.now() < deadline) {
      const sent = performance.now()
      const ok = await request(issued++, index, agent)
      latencies.push(performance.now() - sent)
      if (!ok) errors++
    }
  }
  await Promise.all(Array.from({ length: bounds.concurrency }, client))
  agent.destroy()
  return { ...summarise(latencies, errors, (performance.now() - started) / 1000), latencies }
}

/**
 * Several runs of one scenario as one result: their latencies pooled for the percentiles, their
 * requests, errors and seconds added up (answers a second over the time they all took).
 */
export function poolResults(results: LoadResult[]): LoadResult {
  const latencies = results.flatMap((result) => result.latencies ?? [])
  const errors = results.reduce((sum, result) => sum + result.errors, 0)
  const seconds = results.reduce((sum, result) => sum + result.seconds, 0)
  return { ...summarise(latencies, errors, seconds), latencies }
}

export function summarise(latencies: number[], errors: number, seconds: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0
  return {
    requests: latencies.length,
    errors,
    seconds,
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted[sorted.length - 1] ?? 0,
  }
}

/**
 * One request; the body is read whole, kept for POST and when `keepBody` (parsed as JSON when it
 * is JSON). Never rejects.
 */
function send(
  url: string,
  method: "GET" | "POST",
  headers: Record<string, string>,
  body: string | undefined,
  agent: http.Agent,
  keepBody = method === "POST"
): Promise<{ status: number; json: unknown; text: string }> {
  return new Promise((resolve) => {
    const request = http.request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = []
      response.on("data", (chunk: Buffer) => {
        if (keepBody) chunks.push(chunk)
      })
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8")
        let json: unknown = null
        try {
          json = text ? JSON.parse(text) : null
        } catch {
          json = null
        }
        resolve({ status: response.statusCode ?? 0, json, text })
      })
      response.on("error", () => resolve({ status: 0, json: null, text: "" }))
    })
    request.on("error", () => resolve({ status: 0, json: null, text: "" }))
    request.setTimeout(30_000, () => request.destroy())
    request.end(body)
  })
}
