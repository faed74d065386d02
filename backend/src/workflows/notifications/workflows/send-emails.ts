import type { CreateNotificationDTO } from "@medusajs/framework/types"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"

/**
 * Sends e-mails made by a subscriber (account e-mails, contact messages) through the Notification
 * module, with Medusa's own step. Last and only step: a sent e-mail cannot be undone.
 */
export const sendEmailsWorkflow = createWorkflow("send-emails", (emails: CreateNotificationDTO[]) => {
  return new WorkflowResponse(sendNotificationsStep(emails))
})
