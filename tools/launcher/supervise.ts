import type { Service } from "./processes.js"

export type SuperviseOptions = {
  /** Delay before the first restart; doubled after each crash that follows quickly. */
  firstDelayMs?: number
  maxDelayMs?: number
  /** A service that ran this long is healthy again: the next crash starts over at firstDelayMs. */
  stableAfterMs?: number
}

/** 1 s, 2 s, 4 s… capped: how long to wait before the n-th restart in a row (n from 0). */
export function restartDelay(attempt: number, { firstDelayMs = 1_000, maxDelayMs = 30_000 } = {}): number {
  return Math.min(maxDelayMs, firstDelayMs * 2 ** attempt)
}

/**
 * Keeps services running: when one exits on its own, it is started again after a back-off, and
 * the launcher says so. `restart` starts a new process of the same service (and waits until it
 * answers); `stopping` tells a crash from the shutdown the launcher asked for.
 */
export function superviseServices(
  services: Service[],
  restart: (service: Service) => Promise<Service>,
  { log, stopping, options = {} }: { log: (line: string) => void; stopping: () => boolean; options?: SuperviseOptions }
): void {
  const { stableAfterMs = 60_000 } = options
  const watch = (service: Service, attempt: number) => {
    const startedAt = Date.now()
    void service.exited.then(async (code) => {
      if (stopping()) return
      const inARow = Date.now() - startedAt >= stableAfterMs ? 0 : attempt
      const delay = restartDelay(inARow, options)
      const how = code === null ? "killed" : `exit ${code}`
      log(`${service.name} stopped unexpectedly (${how}); restarting in ${(delay / 1000).toFixed(1)} s.`)
      await new Promise((resolve) => setTimeout(resolve, delay))
      if (stopping()) return
      try {
        const fresh = await restart(service)
        if (stopping()) return
        log(`${service.name} restarted.`)
        watch(fresh, inARow + 1)
      } catch (error) {
        log(`${service.name} did not restart: ${(error as Error).message}`)
        // The failed process has exited too: try again, a little later.
        watch({ ...service, exited: Promise.resolve(null) }, inARow + 1)
      }
    })
  }
  for (const service of services) watch(service, 0)
}
