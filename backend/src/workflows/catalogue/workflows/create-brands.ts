import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createBrandsStep } from "../steps/create-catalogue-records"

export const createBrandsWorkflow = createWorkflow(
  "create-brands",
  (input: { brands: Parameters<typeof createBrandsStep>[0] }) =>
    new WorkflowResponse(createBrandsStep(input.brands))
)
