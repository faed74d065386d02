import { withCustomer } from "~/lib/account/customer-session.server";
import { detectLanguage } from "~/lib/i18n/detect-language.server";
import { fetchInvoice } from "~/lib/medusa/orders.server";
import type { Route } from "./+types/order-invoice";

/**
 * `/dashboard/orders/:id/invoice`: the order's PDF invoice, streamed from the backend, which gives
 * it only to the order's own customer (anyone else gets a 404). In the shopper's language.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const language = await detectLanguage(request);
  const invoice = await withCustomer(request, (token) => fetchInvoice(request, token, params.id, language));
  if (!invoice) throw new Response("Not found", { status: 404 });
  const headers = new Headers({
    "Content-Type": invoice.headers.get("content-type") ?? "application/pdf",
    "Content-Disposition": invoice.headers.get("content-disposition") ?? `attachment; filename="invoice-${params.id}.pdf"`,
    "Cache-Control": "private, no-store",
  });
  return new Response(invoice.body, { status: 200, headers });
}
