import { performance } from "node:perf_hooks"
import autocannon from "autocannon"

/**
 * autocannon's figures for a POST load: answers a second (its completed requests over the load's
 * time: a load bounded by a number of requests ends inside a second, so its per-second average
 * would not do), its latencies, and its errors (timeouts, non-2xx, and answers `succeeded` refuses).
 */
export type AutocannonPostResult = { perSecond: number; p50: number; p97_5: number; p99: number; requests: number; errors: number }

type Post = { path: string; body: unknown }
type Common = { backendUrl: string; headers: Record<string, string>; succeeded?: (status: number, body: string) => boolean }

// A request held by a queue of 20 behind a slow server must not count as an error: the bench's own
// load waits too. autocannon's default is 10 s.
const TIMEOUT_SECONDS = 120

/**
 * One connection per target, each its own autocannon instance, all at once for `seconds`, their
 * figures merged by autocannon's own `aggregateResult`. An instance per cart because autocannon's
 * per-connection context is cleared at every new pass through its request list: with one request
 * in the list a connection could not remember its cart.
 */
export async function runAutocannonPerTarget(options: Common & { seconds: number; targets: ((nth: number) => Post)[] }): Promise<AutocannonPostResult> {
  let refused = 0
  const started = performance.now()
  const results = await Promise.all(
    options.targets.map((next) => {
      let nth = 0
      return autocannon({
        url: options.backendUrl,
        headers: { ...options.headers, "content-type": "application/json" },
        connections: 1,
        duration: options.seconds,
        timeout: TIMEOUT_SECONDS,
        skipAggregateResult: true,
        requests: [request(() => next(nth++), options.succeeded, () => refused++)],
      })
    })
  )
  const seconds = (performance.now() - started) / 1000
  const aggregate = (autocannon as unknown as { aggregateResult: AggregateResult }).aggregateResult(results, {
    url: options.backendUrl,
    connections: options.targets.length,
  })
  return figures(aggregate, seconds, refused)
}

/** `count` requests over `connections` connections, the n-th request being `post(n)` (each target used once). */
export async function runAutocannonPool(options: Common & { connections: number; count: number; maxSeconds: number; post: (n: number) => Post }): Promise<AutocannonPostResult> {
  let refused = 0
  let sent = 0
  const started = performance.now()
  const result = await autocannon({
    url: options.backendUrl,
    headers: { ...options.headers, "content-type": "application/json" },
    connections: Math.min(options.connections, options.count),
    amount: options.count,
    duration: options.maxSeconds,
    timeout: TIMEOUT_SECONDS,
    requests: [request(() => options.post(sent++), options.succeeded, () => refused++)],
  })
  return figures(result, (performance.now() - started) / 1000, refused)
}

type AggregateResult = (results: autocannon.Result[], options: { url: string; connections: number }) => autocannon.Result

function request(next: () => Post, succeeded: Common["succeeded"], refuse: () => void): autocannon.Request {
  return {
    method: "POST",
    setupRequest: (request) => {
      const { path, body } = next()
      return { ...request, method: "POST", path, body: JSON.stringify(body) }
    },
    // A 2xx answer the bench would not count as a success (an order placement answering a cart).
    onResponse: (status, body) => {
      if (status >= 200 && status < 300 && succeeded && !succeeded(status, body)) refuse()
    },
  }
}

function figures(result: autocannon.Result, seconds: number, refused: number): AutocannonPostResult {
  // Completed requests: autocannon's `requests.total`, also once `aggregateResult` has merged instances.
  const requests = result.requests.total
  return {
    perSecond: seconds > 0 ? requests / seconds : 0,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    requests,
    errors: result.errors + result.timeouts + result.non2xx + refused,
  }
}
