import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { INVOICE_MODULE } from "../../../modules/invoice"
import type InvoiceModuleService from "../../../modules/invoice/service"

/** Numbers the order's invoice (or finds it); undoing removes only an invoice it created. */
export const issueInvoiceStep = createStep(
  "issue-invoice",
  async ({ order_id }: { order_id: string }, { container }) => {
    const invoices = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
    const { invoice, created } = await invoices.issueInvoice(order_id)
    return new StepResponse(invoice, created ? invoice.id : null)
  },
  async (createdId, { container }) => {
    if (!createdId) return
    await container.resolve<InvoiceModuleService>(INVOICE_MODULE).deleteInvoices(createdId)
  }
)
