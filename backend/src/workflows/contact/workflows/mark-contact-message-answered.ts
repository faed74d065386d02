import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { markContactMessageAnsweredStep } from "../steps/contact-messages"

/** Staff mark a message answered (a 404 when it does not exist). */
export const markContactMessageAnsweredWorkflow = createWorkflow(
  "mark-contact-message-answered",
  (input: { id: string }) => new WorkflowResponse(markContactMessageAnsweredStep(input))
)
