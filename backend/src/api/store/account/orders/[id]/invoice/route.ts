import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { renderInvoicePdf } from "../../../../../../lib/invoice/render-invoice"
import { requireCustomerOrder } from "../../../../../../lib/orders/customer-orders"
import { ORDER_DETAIL_FIELDS, toOrderDetail } from "../../../../../../lib/orders/order-view"
import { readShopDetails } from "../../../../../../lib/shop-details"
import { invoiceLanguage } from "../../../../../../lib/invoice/invoice-language"
import { issueInvoiceWorkflow } from "../../../../../../workflows/invoices/workflows/issue-invoice"

/**
 * The order's PDF invoice, for its customer only (anyone else: 404), in French unless `?locale=en`
 * (or `x-medusa-locale: en…`). The invoice number was given when the order was placed; an order
 * that missed it (a crash in between) is numbered now.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const language = invoiceLanguage(req.locale)
  const order = await requireCustomerOrder(req.scope, req.auth_context.actor_id, req.params.id, ORDER_DETAIL_FIELDS)
  const { result: invoice } = await issueInvoiceWorkflow(req.scope).run({ input: { order_id: order.id } })
  const pdf = await renderInvoicePdf(toOrderDetail(order), invoice.number, readShopDetails(), language)
  const name = language === "fr" ? "facture" : "invoice"
  res
    .status(200)
    .set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name}-${invoice.number}.pdf"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    })
    .send(pdf)
}
