import type { Context } from "@medusajs/framework/types"
import { InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import Invoice from "./models/invoice"

type Manager = { execute: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]> }
export type InvoiceRecord = { id: string; order_id: string; number: number; issued_at: Date }

/** Any number, as long as every server takes the same one: it names the sequence's lock. */
const NUMBERING_LOCK = 7_316_402_011

class InvoiceModuleService extends MedusaService({ Invoice }) {
  /**
   * The order's invoice, numbered once: the next number after the highest, taken under a
   * transaction-wide lock so that concurrent orders (on any server) queue for it. Nothing is
   * spent by a transaction that does not commit, so the sequence has no gaps.
   */
  @InjectTransactionManager()
  async issueInvoice(orderId: string, @MedusaContext() context: Context = {}): Promise<{ invoice: InvoiceRecord; created: boolean }> {
    const manager = context.transactionManager as Manager
    await manager.execute("SELECT pg_advisory_xact_lock(?)", [NUMBERING_LOCK])
    const [existing] = await manager.execute(
      "SELECT id, order_id, number, issued_at FROM invoice WHERE order_id = ? AND deleted_at IS NULL",
      [orderId]
    )
    if (existing) return { invoice: existing as InvoiceRecord, created: false }
    const [{ next }] = (await manager.execute("SELECT COALESCE(MAX(number), 0) + 1 AS next FROM invoice")) as { next: number }[]
    const invoice = await this.createInvoices({ order_id: orderId, number: Number(next), issued_at: new Date() }, context)
    return { invoice: invoice as unknown as InvoiceRecord, created: true }
  }
}

export default InvoiceModuleService
