type Started<T> = { value: T; stop?: () => Promise<void> }
type Entry = { users: number; started: Promise<Started<unknown>> }

/** Vitest runs each project's global setup in its one main process: the backend's projects meet here. */
const holder = globalThis as { dreamshadeRunOnce?: Map<string, Entry> }

/**
 * A global setup shared by the backend's test projects (vitest.config.ts, vitest.shared-app.config.ts):
 * the first project to ask starts it, the others wait for the same start, and it stops when the
 * last of them is done. One database server and one plugin build for the run, not one per project.
 */
export async function runOnce<T>(key: string, start: () => Promise<Started<T>>): Promise<{ value: T; release: () => Promise<void> }> {
  holder.dreamshadeRunOnce ??= new Map()
  const entries = holder.dreamshadeRunOnce
  let entry = entries.get(key)
  if (!entry) {
    entry = { users: 0, started: start() }
    entries.set(key, entry)
  }
  entry.users++
  const shared = entry
  const { value, stop } = (await shared.started) as Started<T>
  return {
    value,
    release: async () => {
      if (--shared.users > 0) return
      entries.delete(key)
      await stop?.()
    },
  }
}
