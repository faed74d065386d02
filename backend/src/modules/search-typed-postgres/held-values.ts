/**
 * A small least-recently-used map whose entries expire, emptied by `clear()` after a write.
 * `epoch` lets a load that began before a `clear()` see that its result is stale: `set` with
 * the epoch read before loading keeps nothing once the map has been cleared since.
 */
export class HeldValues<V> {
  private readonly entries = new Map<string, { value: V; at: number }>()
  private currentEpoch = 0

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number
  ) {}

  get epoch() {
    return this.currentEpoch
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    if (Date.now() - entry.at > this.maxAgeMs) return undefined
    // Most recently used last: the first entry is the one to drop.
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V, epoch = this.currentEpoch) {
    if (epoch !== this.currentEpoch) return
    this.entries.delete(key)
    this.entries.set(key, { value, at: Date.now() })
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
  }

  get size() {
    return this.entries.size
  }

  delete(key: string) {
    this.entries.delete(key)
  }

  clear() {
    this.currentEpoch++
    this.entries.clear()
  }
}
