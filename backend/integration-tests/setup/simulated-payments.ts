import { startSimulatedPayments } from "../simulated-payments"

// Before the file's app starts (shared-app.ts): the simulators exist once per process, and every
// file finds them as a file of its own would, webhooks delivered and no push auto-approved.
const payments = await startSimulatedPayments()
payments.webhooks.open = true
await fetch(`${payments.url}/control/auto-approve?enabled=false`, { method: "POST" })
