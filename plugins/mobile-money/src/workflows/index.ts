export { claimCallbackConfirmationWorkflow } from "./callback-confirmation/workflows/claim-callback-confirmation"
export { releaseCallbackConfirmationWorkflow } from "./callback-confirmation/workflows/release-callback-confirmation"
export { confirmMobileMoneyPaymentWorkflow } from "./confirm-payment"
export { cancelFailedMobileMoneyOrderWorkflow } from "./cancel-unpaid/workflows/cancel-failed-order"
