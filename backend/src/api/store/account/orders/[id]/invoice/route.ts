import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { renderInvoicePdf } from "../../../../../../lib/invoice/render-invoice"
import { requireCustomerOrder } from "../../../../../../lib/orders/customer-orders"
import { ORDER_DETAIL_FIELDS, toOrderDetail } from "../../../../../../lib/orders/order-view"
import { readShopDetails } from "../../../../../../lib/shop-details"
import { shopLanguage } from "../../../../../../lib/money"

/**
 * The order's PDF invoice, for its customer only (anyone else: 404), in French unless `?locale=en`
 * (or `x-medusa-locale: en…`).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const language = shopLanguage(req.locale)
  const order = await requireCustomerOrder(req.scope, req.auth_context.actor_id, req.params.id, ORDER_DETAIL_FIELDS)
  const detail = toOrderDetail(order)
  const pdf = await renderInvoicePdf(detail, readShopDetails(), language)
  const name = language === "fr" ? "facture" : "invoice"
  res
    .status(200)
    .set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name}-${detail.reference}.pdf"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    })
    .send(pdf)
}
