import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { forgetWhenDatabaseReplaced } from "../process-state"
import { freshCatalogueVersion } from "./catalogue-version"
import type { Query } from "./context"

/** Answers held per server; the least recently used goes first. */
const MAX_ENTRIES = 500
/**
 * Join tables without `updated_at` (a product's tags and categories) are outside the version:
 * an answer is derived again after this, as the storefront's own cache does.
 */
const MAX_AGE_MS = 60_000

export type VersionMemoOptions = {
  /** A catalogue version read after the call (catalogue-version.ts). */
  readVersion: () => Promise<string>
  /** The next instant (ms) a price list starts or ends after `now`: prices and deals change then without a write. */
  nextPriceChange: (now: number) => Promise<number>
  now?: () => number
}

type Entry = { version: string; until: number; value: Promise<unknown> }

/**
 * Catalogue answers derived once per catalogue version instead of once per request. Each request
 * reads the version afresh, so a write committed before it arrived is always seen; an answer is
 * also derived again when a price list starts or ends (a sale begins or ends with time).
 */
export function createVersionMemo({ readVersion, nextPriceChange, now = Date.now }: VersionMemoOptions) {
  const entries = new Map<string, Entry>()
  let change: { version: string; at: Promise<number> } | undefined

  async function priceChangeAfter(version: string, instant: number): Promise<number> {
    if (!change || change.version !== version || (await change.at) <= instant) {
      const at = nextPriceChange(instant)
      const entry = { version, at }
      change = entry
      at.catch(() => {
        if (change === entry) change = undefined
      })
    }
    return change.at
  }

  return {
    /** Drops every answer held. */
    clear() {
      entries.clear()
      change = undefined
    },
    async derive<T>(key: string, load: () => Promise<T>): Promise<T> {
      const version = await readVersion()
      const instant = now()
      const until = Math.min(instant + MAX_AGE_MS, await priceChangeAfter(version, instant))
      const held = entries.get(key)
      if (held && held.version === version && now() < held.until) {
        entries.delete(key)
        entries.set(key, held)
        return held.value as Promise<T>
      }
      const value = load()
      const entry: Entry = { version, until, value }
      entries.set(key, entry)
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      // A failure (a 404, the database away) is not kept.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      return value
    },
  }
}

type PriceListTimes = { starts_at: Date | string | null; ends_at: Date | string | null }

/** The next start or end of any price list after `instant`; far in the future when none. */
export async function nextPriceListChange(query: Query, instant: number): Promise<number> {
  const { data } = await query.graph({ entity: "price_list", fields: ["starts_at", "ends_at"] })
  let next = Number.MAX_SAFE_INTEGER
  for (const list of data as PriceListTimes[]) {
    for (const time of [list.starts_at, list.ends_at]) {
      const at = time === null ? NaN : new Date(time).getTime()
      if (at > instant && at < next) next = at
    }
  }
  return next
}

// The latest request's container: reads run while it is alive.
let scope: MedusaContainer | undefined
const requireScope = () => {
  if (!scope) throw new Error("No request container yet")
  return scope
}
const memo = createVersionMemo({
  readVersion: () => freshCatalogueVersion(requireScope()),
  nextPriceChange: (instant) => nextPriceListChange(requireScope().resolve(ContainerRegistrationKeys.QUERY), instant),
})
forgetWhenDatabaseReplaced(() => memo.clear())

/** `load`'s answer for `key`, derived once per catalogue version on this server. */
export function derivedPerCatalogueVersion<T>(container: MedusaContainer, key: string, load: () => Promise<T>): Promise<T> {
  scope = container
  return memo.derive(key, load)
}
