import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PAYMENT_FACT_FIELDS, type PaymentFacts } from "./capture-progress"

export type FollowedSession = { id: string; provider_id: string; status: string; data: Record<string, unknown> | null; payment?: PaymentFacts | null }

export type FollowOptions<Outcome> = {
  /** Who is followed, for the log: "PayPal payment", "Mobile-money payment". */
  label: string
  /** Which payment sessions a run looks at (Medusa's filters on `payment_session`). */
  filters: Record<string, unknown>
  /** Of those, the ones to confirm now (all by default). */
  keep?: (sessions: FollowedSession[]) => FollowedSession[] | Promise<FollowedSession[]>
  /** The plugin's confirmation of one session (its confirm workflow). */
  confirm: (container: MedusaContainer, sessionId: string) => Promise<Outcome>
}

/**
 * What a gateway plugin's follow job runs: every payment session still awaited is confirmed again,
 * one after the other, so a payment the gateway settled while a callback was lost (or the shop
 * was down) counts. One session's failure is logged and never stops the others. Answers each
 * session's outcome.
 */
export async function followPaymentSessions<Outcome>(container: MedusaContainer, options: FollowOptions<Outcome>): Promise<Record<string, Outcome>> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "payment_session",
    fields: ["id", "provider_id", "status", "data", ...PAYMENT_FACT_FIELDS],
    filters: options.filters,
    pagination: { take: 500 },
  })
  const sessions = options.keep ? await options.keep(data as FollowedSession[]) : (data as FollowedSession[])
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const outcomes: Record<string, Outcome> = {}
  for (const session of sessions) {
    try {
      outcomes[session.id] = await options.confirm(container, session.id)
    } catch (error) {
      logger.warn(`${options.label} ${session.id} could not be followed: ${(error as Error).message}`)
    }
  }
  return outcomes
}
