import { WorkflowManager } from "@medusajs/framework/orchestration"
import { completeCartWorkflowId } from "@medusajs/medusa/core-flows"

/**
 * Medusa's checkout (`complete-cart`) runs as Medusa composed it, but its run is no longer kept
 * (docs/decisions/047). Medusa registers it with `store: true` and three days of retention, so at
 * each of its steps the engine copied the whole run (the cart read with its totals, the order
 * made) and wrote it to the database at its start and end: about a fifth of a checkout's CPU, for
 * a record nothing in the shop reads. A run that fails compensates in memory, as every other
 * unstored workflow does. Medusa's workflow loader imports this file when the app starts.
 */
function keepCheckoutRunsUnstored() {
  const registered = WorkflowManager.getWorkflow(completeCartWorkflowId)
  if (!registered) throw new Error(`Medusa's "${completeCartWorkflowId}" workflow is not registered`)
  WorkflowManager.update(completeCartWorkflowId, registered.flow_, registered.handlers_, { store: false, retentionTime: undefined })
}

keepCheckoutRunsUnstored()
