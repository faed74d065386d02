import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { spendCaptchaStep } from "../steps/spend-token"

/** A solved captcha is used once, on any instance: true the first time, false for a replay. */
export const spendCaptchaWorkflow = createWorkflow("spend-captcha", (input: { nonce: string; expires_at: Date }) => {
  return new WorkflowResponse(spendCaptchaStep(input))
})
