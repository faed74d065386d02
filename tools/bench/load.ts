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
}

type LoadOptions = {
  /** The URL of request number `i` (the same URL every time, or a different one each time). */
  url: (i: number) => string
  headers: Record<string, string>
  concurrency: number
  /** Stops at whichever comes first. */
  maxRequests: number
  maxSeconds: number
}

/**
 * A bounded closed-loop load: `concurrency` clients, each sending its next request as soon as the
 * previous one answered, over kept-alive connections, until the request count or the time is used
 * up. Latency is measured per request, from sending to the last byte.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency })
  const latencies: number[] = []
  let errors = 0
  let issued = 0
  const started = performance.now()
  const deadline = started + options.maxSeconds * 1000
  const client = async () => {
    while (issued < options.maxRequests && performance.now() < deadline) {
      const url = options.url(issued++)
      const sent = performance.now()
      const ok = await get(url, options.headers, agent)
      latencies.push(performance.now() - sent)
      if (!ok) errors++
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, client))
  agent.destroy()
  const seconds = (performance.now() - started) / 1000
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

function get(url: string, headers: Record<string, string>, agent: http.Agent): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { headers, agent }, (response) => {
      response.on("data", () => {})
      response.on("end", () => resolve(response.statusCode === 200))
    })
    request.on("error", () => resolve(false))
    request.setTimeout(30_000, () => request.destroy())
  })
}
