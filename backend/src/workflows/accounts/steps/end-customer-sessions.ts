import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"
import type { SessionEndReason } from "../../../modules/account/service"

export type EndCustomerSessionsInput = { customer_id: string; reason: SessionEndReason; keep?: string }

/** Ends the customer's signed-in sessions but `keep`; their tokens answer 401 from then on. */
export const endCustomerSessionsStep = createStep(
  "end-customer-sessions",
  async (input: EndCustomerSessionsInput, { container }) => {
    await container.resolve<AccountModuleService>(ACCOUNT_MODULE).endSessions(input.customer_id, input.reason, input.keep)
    return new StepResponse(undefined)
  }
)
