export { claimCallbackConfirmationWorkflow } from "./callback-confirmation/workflows/claim-callback-confirmation"
export { releaseCallbackConfirmationWorkflow } from "./callback-confirmation/workflows/release-callback-confirmation"
