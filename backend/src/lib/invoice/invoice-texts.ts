import type { MailLocale } from "../mail/locale"
import { PAYMENT_MODE_NAMES } from "@dreamshade/contracts"
import type { PaymentState } from "../orders/order-view"

/** Every word printed on an invoice, in the shop's two languages. */
export const INVOICE_TEXTS = {
  fr: {
    title: "FACTURE",
    invoiceNumber: (number: number) => `Facture n° ${number}`,
    orderReference: (reference: number) => `Commande n° ${reference}`,
    placedOn: (date: string) => `Commande passée le ${date}`,
    customer: "Client",
    billingAddress: "Adresse de facturation",
    shippingAddress: "Adresse de livraison",
    columns: { product: "Produit", quantity: "Qté", unitPrice: "Prix unitaire", reduction: "Réduction", total: "Total" },
    subtotal: "Sous-total",
    discount: "Remise",
    coupons: (codes: string) => `Code promo : ${codes}`,
    deliveryFee: "Frais de livraison",
    total: "Total TTC",
    payment: (mode: string, state: string) => `Paiement : ${mode}, ${state}`,
    paymentModes: PAYMENT_MODE_NAMES.fr,
    paymentStates: {
      pending: "en attente de paiement",
      paid: "payé",
      refunded: "remboursé",
      canceled: "annulé",
    } satisfies Record<PaymentState, string>,
    currencyNote: "Montants en francs CFA (XAF), taxes comprises.",
    thanks: "Merci pour votre confiance.",
  },
  en: {
    title: "INVOICE",
    invoiceNumber: (number: number) => `Invoice no. ${number}`,
    orderReference: (reference: number) => `Order no. ${reference}`,
    placedOn: (date: string) => `Order placed on ${date}`,
    customer: "Customer",
    billingAddress: "Billing address",
    shippingAddress: "Shipping address",
    columns: { product: "Product", quantity: "Qty", unitPrice: "Unit price", reduction: "Reduction", total: "Total" },
    subtotal: "Subtotal",
    discount: "Discount",
    coupons: (codes: string) => `Coupon code: ${codes}`,
    deliveryFee: "Delivery fee",
    total: "Total (tax included)",
    payment: (mode: string, state: string) => `Payment: ${mode}, ${state}`,
    paymentModes: PAYMENT_MODE_NAMES.en,
    paymentStates: {
      pending: "awaiting payment",
      paid: "paid",
      refunded: "refunded",
      canceled: "cancelled",
    } satisfies Record<PaymentState, string>,
    currencyNote: "Amounts in CFA francs (XAF), tax included.",
    thanks: "Thank you for shopping with us.",
  },
} as const

export type InvoiceTexts = (typeof INVOICE_TEXTS)[MailLocale]
