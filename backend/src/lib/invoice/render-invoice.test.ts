import { describe, expect, it } from "vitest"
import { pdfText } from "../../../integration-tests/pdf-text"
import type { OrderDetail } from "../orders/order-view"
import { readShopDetails } from "../shop-details"
import { renderInvoicePdf } from "./render-invoice"

const address = { first_name: "Aïcha", last_name: "Ngo Bassa", address_1: "Rue Njo-Njo", city: "Douala", country_code: "cm" }
const order: OrderDetail = {
  id: "order_1",
  reference: 1042,
  placed_at: "2026-11-20T10:00:00.000Z",
  status: "pending",
  total: 23500,
  currency_code: "xaf",
  item_count: 2,
  payment_mode: "bank_deposit",
  items: [
    { id: "ordli_1", title: "Sérum éclat", variant_title: "30 ml", product_handle: "serum", thumbnail: null,
      quantity: 2, unit_price: 12500, reduction: 2500, total: 22500 },
  ],
  item_subtotal: 25000,
  discount_total: 2500,
  delivery_fee: 1000,
  delivery_method: "Douala",
  payment: { mode: "bank_deposit", state: "pending", withdrawal_number: null, mobile_money: null },
  notes: null,
  coupon_codes: ["BIENVENUE10"],
  email: "aicha@example.cm",
  locale: "fr",
  shipping_address: address,
  billing_address: address,
}

describe("renderInvoicePdf", () => {
  const shop = readShopDetails({})

  it("writes a French invoice with the shop, the lines, discount, delivery fee and total in FCFA", async () => {
    const pdf = await renderInvoicePdf(order, 7, shop, "fr")
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-")
    const text = pdfText(pdf)
    for (const expected of [
      "FACTURE", "Facture n° 7", "Commande n° 1042", "Commande passée le 20 novembre 2026", "DreamShade", shop.address.street, "+237 690 00 00 00",
      "Sérum éclat (30 ml)", "12\u00A0500\u00A0FCFA", "-2\u00A0500\u00A0FCFA", "1\u00A0000\u00A0FCFA",
      "23\u00A0500\u00A0FCFA", "Frais de livraison", "Code promo : BIENVENUE10",
      "Paiement : Dépôt bancaire, en attente de paiement", "Aïcha Ngo Bassa",
    ]) {
      expect(text).toContain(expected)
    }
  })

  it("writes the English invoice in XAF", async () => {
    const text = pdfText(await renderInvoicePdf(order, 7, shop, "en"))
    for (const expected of ["INVOICE", "Invoice no. 7", "Order no. 1042", "Order placed on 20 November 2026", "XAF\u00A023,500", "Delivery fee", "Bank deposit"]) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain("FCFA")
  })
})
