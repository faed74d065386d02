/**
 * Keeps a shared, non-personal backend answer (the region id, a collection id) for `ttlMs`.
 * Concurrent callers share one request; a failure is not remembered.
 */
export function memoize<T>(load: () => Promise<T>, ttlMs: number, now = Date.now) {
  let cached: { value: Promise<T>; expiresAt: number } | undefined;
  return function get(): Promise<T> {
    if (cached && cached.expiresAt > now()) return cached.value;
    const value = load();
    const entry = { value, expiresAt: now() + ttlMs };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return value;
  };
}
