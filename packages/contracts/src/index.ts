export * from "./errors.js"
export * from "./money.js"
export * from "./payment-modes.js"
export * from "./phone.js"
