import { CAMEROON_MOBILE, normalizePhone } from "@dreamshade/contracts"
import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SetSubscriptionInput } from "./set-subscription"

/** Error codes the storefront translates (locales: `whatsapp.errors.<code>`). */
export const WHATSAPP_PHONE_INVALID = "whatsapp_phone_invalid"

/** Opting in needs a Cameroonian mobile number (237 + 9 digits); it is stored normalized. */
export const validateOptInStep = createStep("validate-whatsapp-opt-in", async (input: SetSubscriptionInput) => {
  const phone = input.phone === undefined ? undefined : normalizePhone(input.phone)
  if (phone !== undefined && !CAMEROON_MOBILE.test(phone)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Enter a Cameroonian mobile number: 237 and 9 digits.", WHATSAPP_PHONE_INVALID)
  }
  if (input.opted_in && phone === undefined) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Enter a Cameroonian mobile number: 237 and 9 digits.", WHATSAPP_PHONE_INVALID)
  }
  return new StepResponse<SetSubscriptionInput>({ ...input, phone })
})
