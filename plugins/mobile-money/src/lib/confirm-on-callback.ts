import { randomUUID } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { claimCallbackConfirmationWorkflow } from "../workflows/callback-confirmation/workflows/claim-callback-confirmation"
import { releaseCallbackConfirmationWorkflow } from "../workflows/callback-confirmation/workflows/release-callback-confirmation"
import { confirmMobileMoneySession, type Confirmation } from "./confirm-payment"

/**
 * A callback can come before checkout has saved the session as awaiting the operator (an approval
 * within the second the push was sent): confirming then finds nothing sent yet, and the operator
 * never calls twice. So such a callback asks again a few times in the next half minute (only
 * then: a callback for a payment the operator still calls pending costs one status call, as
 * before); the job that follows every awaited payment stays the durable backstop. `settled` runs
 * once the last of these tries is over.
 */
const RETRY_AFTER_MS = [1_000, 3_000, 8_000, 20_000]

export async function confirmOnCallback(container: MedusaContainer, sessionId: string, source: string, settled: () => unknown = () => undefined): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const attempt = async (): Promise<Confirmation | null> => {
    try {
      return await confirmMobileMoneySession(container, sessionId)
    } catch (error) {
      logger.warn(`${source} for ${sessionId} not handled: ${(error as Error).message}`)
      return null
    }
  }
  if ((await attempt()) !== "not_sent") {
    await settled()
    return
  }
  let retry = 0
  const again = () => {
    const delay = RETRY_AFTER_MS[retry++]
    if (delay === undefined) return void settled()
    setTimeout(async () => {
      const outcome = await attempt()
      if (outcome === "not_sent" || outcome === null) again()
      else await settled()
    }, delay).unref()
  }
  again()
}

/** `in_flight`: another callback's confirmation of this session is under way; this one did nothing. */
export type UnsignedCallbackOutcome = "handled" | "in_flight"

/**
 * `confirmOnCallback` for a callback anyone can send (the operators' unsigned one): at most one
 * such confirmation (its retries included) per session at a time, since each may ask the
 * operator. A burst for one session costs one operator call, not one per hit; the others answer
 * at once. (Notch Pay's webhook is signed: it cannot be sent by anyone, so it waits its turn.)
 */
export async function confirmOnUnsignedCallback(container: MedusaContainer, sessionId: string, source: string): Promise<UnsignedCallbackOutcome> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const claim = { session_id: sessionId, owner_id: randomUUID() }
  const claimed = await claimCallbackConfirmationWorkflow(container)
    .run({ input: claim })
    .then(
      ({ result }) => result,
      (error: Error) => {
        // The locking store is out: the job that follows awaited payments confirms this one.
        logger.warn(`${source} for ${sessionId} not handled: ${error.message}`)
        return null
      }
    )
  if (claimed === null) return "handled"
  if (!claimed) return "in_flight"
  const release = () =>
    releaseCallbackConfirmationWorkflow(container)
      .run({ input: claim })
      .catch((error: Error) => logger.warn(`${source} for ${sessionId}: its claim not released (${error.message}), it expires`))
  await confirmOnCallback(container, sessionId, source, release)
  return "handled"
}
