/**
 * A small bounded cache of shop search answers (docs/decisions/007-catalogue-search.md).
 * The same few shop pages are asked for over and over; the index changes rarely. Every write to
 * the index clears it in this process; other processes (several API servers) see a change at the
 * latest after the time to live.
 */
export class ResponseCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>()

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires < Date.now()) {
      this.entries.delete(key)
      return undefined
    }
    // Most recently used last: Map keeps insertion order, so the first key is the oldest.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: T) {
    this.entries.delete(key)
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs })
    while (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!)
    }
  }

  clear() {
    this.entries.clear()
  }

  get size() {
    return this.entries.size
  }
}

/** Serialised answers (ready to send), facet-only query results and facet labels, for this process. */
export const catalogueSearchCache = new ResponseCache<unknown>(1000, 30_000)
