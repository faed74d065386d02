import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { confirmMobileMoneySession, type Confirmation } from "./confirm-payment"

/**
 * A callback can come before checkout has saved the session as awaiting the operator (an approval
 * within the second the push was sent): confirming then finds nothing sent yet, and the operator
 * never calls twice. So such a callback asks again a few times in the next half minute (only
 * then: a callback for a payment the operator still calls pending costs one status call, as
 * before); the job that follows every awaited payment stays the durable backstop.
 */
const RETRY_AFTER_MS = [1_000, 3_000, 8_000, 20_000]

export async function confirmOnCallback(container: MedusaContainer, sessionId: string, source: string): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const attempt = async (): Promise<Confirmation | null> => {
    try {
      return await confirmMobileMoneySession(container, sessionId)
    } catch (error) {
      logger.warn(`${source} for ${sessionId} not handled: ${(error as Error).message}`)
      return null
    }
  }
  if ((await attempt()) !== "not_sent") return
  let retry = 0
  const again = () => {
    const delay = RETRY_AFTER_MS[retry++]
    if (delay === undefined) return
    setTimeout(async () => {
      const outcome = await attempt()
      if (outcome === "not_sent" || outcome === null) again()
    }, delay).unref()
  }
  again()
}
