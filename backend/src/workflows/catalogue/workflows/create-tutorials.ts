import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createTutorialsStep } from "../steps/create-catalogue-records"

export const createTutorialsWorkflow = createWorkflow(
  "create-tutorials",
  (input: { videos: Parameters<typeof createTutorialsStep>[0] }) =>
    new WorkflowResponse(createTutorialsStep(input.videos))
)
