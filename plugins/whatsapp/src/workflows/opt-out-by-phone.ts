import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { WhatsAppLocale } from "../lib/templates"
import { optOutPhoneStep } from "./steps/opt-out-phone"
import type { PreparedMessage } from "./steps/prepare-order-update"
import { sendWhatsAppMessageStep } from "./steps/send-whatsapp-message"

/**
 * STOP / ARRET from a number: opts it out and confirms once, in the language of the word used. The
 * key carries the moment of the opt-out, so a later opt-in and STOP is confirmed again.
 */
export const optOutByPhoneWorkflow = createWorkflow(
  "opt-out-whatsapp-by-phone",
  (input: { phone: string; locale: WhatsAppLocale }) => {
    const optedOut = optOutPhoneStep({ phone: input.phone })
    const confirmed = when("whatsapp-opted-out", { optedOut }, ({ optedOut }) => optedOut.length > 0).then(() => {
      const message = transform({ optedOut, input }, ({ optedOut, input }): PreparedMessage => ({
        to: input.phone,
        template: "opt_out_confirmed",
        data: { locale: input.locale, parameters: {} },
        idempotency_key: `whatsapp-opt-out:${input.phone}:${optedOut[0]!.opted_out_at}`,
      }))
      return sendWhatsAppMessageStep(message)
    })
    return new WorkflowResponse(transform({ optedOut, confirmed }, ({ optedOut }) => optedOut.length))
  }
)
