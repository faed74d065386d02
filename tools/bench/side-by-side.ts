import { stopAll } from "../launcher/processes.js"
import type { Ports } from "./bench-stack.js"

/** This tree's shop's ports, and the baseline's beside them (the next ports unless told). */
export function sideBySidePorts(env: NodeJS.ProcessEnv): { ports: Ports; baselinePorts: Ports } {
  const ports: Ports = {
    backend: Number(env.BENCH_BACKEND_PORT ?? 9400),
    storefront: Number(env.BENCH_STOREFRONT_PORT ?? 3400),
    postgres: Number(env.BENCH_PG_PORT ?? 54359),
  }
  const baselinePorts: Ports = {
    backend: Number(env.BENCH_BASELINE_BACKEND_PORT ?? ports.backend + 1),
    storefront: Number(env.BENCH_BASELINE_STOREFRONT_PORT ?? ports.storefront + 1),
    postgres: Number(env.BENCH_BASELINE_PG_PORT ?? ports.postgres + 1),
  }
  return { ports, baselinePorts }
}

/**
 * Runs `body` with a list of clean-ups (a shop to stop, the baseline's worktree to remove) that
 * run once whatever happens: the body's end, an error, or Ctrl-C / SIGTERM (then the process
 * exits 130). First whatever is still running for a build (npm ci, the launcher's builds), then
 * the clean-ups, last added first.
 */
export async function withCleanUps<T>(
  log: (line: string) => void,
  onSignalSays: string,
  body: (cleanups: (() => Promise<void>)[]) => Promise<T>
): Promise<T> {
  const cleanups: (() => Promise<void>)[] = []
  let cleaning: Promise<void> | null = null
  const cleanUp = () => {
    cleaning ??= (async () => {
      await stopAll()
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup()
        } catch (error) {
          log(`Cleaning up: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
    })()
    return cleaning
  }
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: ${onSignalSays}…`)
    void cleanUp().then(() => process.exit(130))
  }
  process.on("SIGINT", onSignal)
  process.on("SIGTERM", onSignal)
  try {
    return await body(cleanups)
  } finally {
    await cleanUp()
    process.off("SIGINT", onSignal)
    process.off("SIGTERM", onSignal)
  }
}
