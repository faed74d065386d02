/**
 * What this process holds beside the database: throttle counters, catalogue version reads, search
 * copies and answers, publishable keys. Each holder says here how to forget what it holds.
 *
 * A server never needs it: its database stays the same database. The backend's tests do: many test
 * files run against one app, each on a database restored from scratch, and what one file left in
 * memory must not reach the next (integration-tests/shared-app.ts).
 */
const forgetters = new Set<() => void>()

export function forgetWhenDatabaseReplaced(forget: () => void) {
  forgetters.add(forget)
}

/** After the database under this process was replaced by another: drops everything held about it. */
export function forgetProcessState() {
  for (const forget of forgetters) forget()
}
