import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { InMemoryLockingProvider } from "@medusajs/locking/dist/providers/in-memory"

/**
 * How long a caller waits for a lock before giving up, unless it says otherwise. Medusa's providers
 * wait 5 s; its checkout reserves stock (and gives a reservation back when a checkout fails) under a
 * lock per inventory item without naming a wait, so under a rush on a busy server checkouts queued
 * behind each other gave up after 5 s, before the stock check (docs/decisions/032).
 */
export const PURCHASE_LOCK_WAIT_SECONDS = 60

/**
 * Medusa's in-memory locking (single process), waiting PURCHASE_LOCK_WAIT_SECONDS when the caller
 * names no wait. Everything else is Medusa's provider.
 */
export class PatientInMemoryLockingProvider extends InMemoryLockingProvider {
  static override identifier = "patient-in-memory"

  override execute<T>(keys: string | string[], job: (signal?: AbortSignal) => Promise<T>, args?: { timeout?: number; expire?: number }): Promise<T> {
    return super.execute(keys, job, { ...args, timeout: args?.timeout ?? PURCHASE_LOCK_WAIT_SECONDS })
  }
}

export default ModuleProvider(Modules.LOCKING, { services: [PatientInMemoryLockingProvider] })
