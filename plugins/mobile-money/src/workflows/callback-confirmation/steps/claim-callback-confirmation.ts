import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type CallbackConfirmationInput = { session_id: string; owner_id: string }

type Claim = { key: string; ownerId: string } | null

/**
 * How long a claim lasts at most: the callback's confirmation and its retries (about half a
 * minute, lib/confirm-on-callback.ts) end well before; a server that stops mid-way frees it then.
 */
export const CALLBACK_CONFIRMATION_TTL_SECONDS = 60

export function callbackConfirmationKey(sessionId: string): string {
  return `mobile-money-callback:${sessionId}`
}

/**
 * Claims the right to confirm a session from a callback, without waiting: false when another
 * callback's confirmation holds it (on any server: the locking module is Redis with REDIS_URL).
 * Undone by letting the claim go.
 */
export const claimCallbackConfirmationStep = createStep(
  "claim-mobile-money-callback-confirmation",
  async (input: CallbackConfirmationInput, { container }) => {
    const locking = container.resolve(Modules.LOCKING)
    const key = callbackConfirmationKey(input.session_id)
    try {
      await locking.acquire(key, { ownerId: input.owner_id, expire: CALLBACK_CONFIRMATION_TTL_SECONDS })
    } catch (error) {
      // What both providers (memory, Redis) say when another owner holds the key; anything else is an outage.
      if ((error as Error).message.startsWith("Failed to acquire lock")) return new StepResponse<boolean, Claim>(false, null)
      throw error
    }
    return new StepResponse<boolean, Claim>(true, { key, ownerId: input.owner_id })
  },
  async (claim: Claim | undefined, { container }) => {
    if (!claim) return
    await container.resolve(Modules.LOCKING).release(claim.key, { ownerId: claim.ownerId })
  }
)
