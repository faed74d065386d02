import type { LoadResult } from "./load.js"

/** A load's result for the report tests: the rate and p95 given, the other figures derived from them. */
export const loadResult = (perSecond: number, p95: number, errors = 0, seconds = 30): LoadResult => ({
  requests: perSecond * seconds,
  errors,
  seconds,
  perSecond,
  p50: p95 / 2,
  p95,
  p99: p95 * 1.2,
  max: p95 * 1.5,
})
