import autocannon from "autocannon"

/** autocannon's own figures for one load: its average answers a second (its "Req/Sec" line) and latencies. */
export type AutocannonResult = { perSecond: number; p50: number; p99: number; requests: number; errors: number }

/**
 * The same page under autocannon (an outside load generator), with the same headers and
 * connections as the bench's own load, for `seconds`. Non-2xx answers count as errors.
 */
export async function runAutocannon(options: { url: string; headers: Record<string, string>; connections: number; seconds: number }): Promise<AutocannonResult> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.seconds,
  })
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

/** How far autocannon's figure is from the bench's own, as a fraction of the bench's (+0.1: autocannon 10 % higher). */
export function difference(ours: number, theirs: number): number {
  return ours > 0 ? (theirs - ours) / ours : theirs > 0 ? Number.POSITIVE_INFINITY : 0
}

/** The bench and autocannon agree when their answers a second differ by 15 % or less. */
export const AGREEMENT = 0.15

export function agrees(ours: number, theirs: number): boolean {
  return Math.abs(difference(ours, theirs)) <= AGREEMENT
}
