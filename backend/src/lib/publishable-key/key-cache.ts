import type { RemoteQueryFunction } from "@medusajs/framework/types"
import { ApiKeyType } from "@medusajs/framework/utils"
import { forgetWhenDatabaseReplaced } from "../process-state"

type KeyQuery = Pick<RemoteQueryFunction, "graph">

/** What Medusa's publishable-key middleware puts on a store request. */
export type PublishableKeyContext = { key: string; sales_channel_ids: string[] }

type KeyFacts = { token: string; revoked_at: Date | null; sales_channel_ids: string[] }
type Entry = { facts: Promise<KeyFacts | null>; expires: number }

export type PublishableKeyCacheOptions = {
  /** How long a key's facts are reused: a revocation or a sales-channel change shows after at most this. */
  ttlMs?: number
  /** Distinct keys remembered; a shop has one or two. */
  maxEntries?: number
  /** The clock (tests move it). */
  now?: () => number
}

/**
 * Resolves a publishable key to its sales channels with the same facts Medusa's `/store` middleware
 * checks (a publishable key with this token, not revoked, its linked sales channels), remembered
 * for a short time so that a route outside `/store` skips two queries per request
 * (docs/decisions/007-catalogue-search.md). Unknown keys are not remembered: a key created a moment
 * ago works at once, and random tokens cannot fill the cache.
 */
export class PublishableKeyCache {
  private readonly entries = new Map<string, Entry>()
  private readonly ttlMs: number
  private readonly maxEntries: number
  private readonly now: () => number

  constructor(options: PublishableKeyCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000
    this.maxEntries = options.maxEntries ?? 100
    this.now = options.now ?? (() => Date.now())
  }

  /** The key's context, or null when no usable publishable key has this token. */
  async resolve(query: KeyQuery, token: string): Promise<PublishableKeyContext | null> {
    const facts = await this.factsOf(query, token)
    // Like Medusa: a key revoked "from" a later date works until then.
    if (!facts || (facts.revoked_at && facts.revoked_at.getTime() <= this.now())) return null
    return { key: facts.token, sales_channel_ids: facts.sales_channel_ids }
  }

  clear() {
    this.entries.clear()
  }

  private factsOf(query: KeyQuery, token: string): Promise<KeyFacts | null> {
    const cached = this.entries.get(token)
    if (cached && cached.expires > this.now()) return cached.facts
    // Concurrent first requests share one lookup.
    const facts = lookUp(query, token)
    this.remember(token, { facts, expires: this.now() + this.ttlMs })
    facts.then(
      (found) => found || this.forget(token, facts),
      () => this.forget(token, facts)
    )
    return facts
  }

  private remember(token: string, entry: Entry) {
    this.entries.delete(token)
    this.entries.set(token, entry)
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
  }

  private forget(token: string, facts: Promise<KeyFacts | null>) {
    if (this.entries.get(token)?.facts === facts) this.entries.delete(token)
  }
}

async function lookUp(query: KeyQuery, token: string): Promise<KeyFacts | null> {
  const { data } = await query.graph({
    entity: "api_key",
    fields: ["token", "revoked_at", "sales_channels_link.sales_channel_id"],
    filters: { token, type: ApiKeyType.PUBLISHABLE },
  })
  const key = data[0] as
    | { token: string; revoked_at: string | Date | null; sales_channels_link?: { sales_channel_id: string }[] }
    | undefined
  if (!key) return null
  return {
    token: key.token,
    revoked_at: key.revoked_at ? new Date(key.revoked_at) : null,
    sales_channel_ids: (key.sales_channels_link ?? []).map((link) => link.sales_channel_id),
  }
}

/** This process's cache, used by the storefront routes. */
export const publishableKeyCache = new PublishableKeyCache()
forgetWhenDatabaseReplaced(() => publishableKeyCache.clear())
