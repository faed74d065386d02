import { createWorkflow, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, cancelOrderWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { type FailedSinceInput, failedSinceStep } from "../steps/failed-since"

/**
 * An order whose mobile-money payment failed, cancelled (its stock back on sale) only if nothing
 * paid it meanwhile: under the order's lock, which paying it again (docs/decisions/025) takes too,
 * read again, then Medusa's cancel. Answers whether it was cancelled.
 */
export const cancelFailedMobileMoneyOrderWorkflow = createWorkflow("cancel-failed-mobile-money-order", (input: FailedSinceInput) => {
  acquireLockStep({ key: input.order_id, timeout: 15, ttl: 120 })
  const failed = failedSinceStep(input)
  when("if-payment-failed", { failed }, ({ failed }) => failed).then(() => {
    cancelOrderWorkflow.runAsStep({ input: { order_id: input.order_id } })
  })
  releaseLockStep({ key: input.order_id })
  return new WorkflowResponse(failed)
})
