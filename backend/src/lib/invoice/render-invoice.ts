import PDFDocument from "pdfkit"
import type { MailLocale } from "../mail/locale"
import { formatXaf } from "@dreamshade/contracts"
import type { OrderDetail } from "../orders/order-view"
import { formatPhone } from "@dreamshade/contracts"
import type { ShopDetails } from "../shop-details"
import { INVOICE_TEXTS } from "./invoice-texts"

type Address = Record<string, string | null | undefined> | null

const LEFT = 50
const RIGHT = 545
const COLUMNS = [
  { key: "product", x: 50, width: 205, align: "left" },
  { key: "quantity", x: 260, width: 35, align: "right" },
  { key: "unitPrice", x: 300, width: 80, align: "right" },
  { key: "reduction", x: 385, width: 75, align: "right" },
  { key: "total", x: 465, width: 80, align: "right" },
] as const

/**
 * PDF's standard fonts (WinAnsi) have no U+202F, the French thousands separator: the invoice
 * writes the other no-break space instead, so amounts still never wrap.
 */
const printable = (text: string) => text.replace(/\u202F/g, "\u00A0")

function addressLines(address: Address): string[] {
  if (!address) return []
  const name = [address.first_name, address.last_name].filter(Boolean).join(" ")
  const town = [address.postal_code, address.city].filter(Boolean).join(" ")
  return [name, address.company, address.address_1, address.address_2, town, address.country_code?.toUpperCase(), address.phone]
    .filter((line): line is string => Boolean(line))
}

/**
 * The invoice of one order, in French or English, amounts in XAF. `invoiceNumber` is the order's
 * number in the invoices' own sequence (src/modules/invoice), printed beside the order's reference.
 */
export function renderInvoicePdf(
  order: OrderDetail,
  invoiceNumber: number,
  shop: ShopDetails,
  language: MailLocale
): Promise<Buffer> {
  const t = INVOICE_TEXTS[language]
  const money = (amount: number) => printable(formatXaf(amount, language))
  const placedOn = new Intl.DateTimeFormat(language === "fr" ? "fr-FR" : "en-GB", {
    dateStyle: "long",
    timeZone: shop.hours.time_zone,
  }).format(new Date(order.placed_at))

  const doc = new PDFDocument({
    size: "A4",
    margin: LEFT,
    info: { Title: `${t.title} ${invoiceNumber}`, Author: shop.name },
  })
  const chunks: Buffer[] = []
  doc.on("data", (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)))
    doc.on("error", reject)
  })

  // The shop, then the invoice's identity.
  doc.font("Helvetica-Bold").fontSize(18).text(shop.name, LEFT, 50)
  doc.font("Helvetica").fontSize(9)
  for (const line of [shop.address.street, `${shop.address.district}, ${shop.address.city}`, formatPhone(shop.phone), shop.email]) {
    doc.text(line)
  }
  doc.font("Helvetica-Bold").fontSize(16).text(t.title, LEFT, 50, { width: RIGHT - LEFT, align: "right" })
  doc.font("Helvetica").fontSize(9)
  for (const line of [t.invoiceNumber(invoiceNumber), t.orderReference(order.reference), t.placedOn(placedOn)]) {
    doc.text(line, { width: RIGHT - LEFT, align: "right" })
  }

  // The customer and the two addresses, side by side.
  const blocksTop = 150
  const blocks: [string, string[]][] = [
    [t.customer, [order.email]],
    [t.billingAddress, addressLines(order.billing_address as Address)],
    [t.shippingAddress, addressLines(order.shipping_address as Address)],
  ]
  let blocksBottom = blocksTop
  blocks.forEach(([title, lines], index) => {
    const x = LEFT + index * 170
    doc.font("Helvetica-Bold").fontSize(10).text(title, x, blocksTop, { width: 160 })
    doc.font("Helvetica").fontSize(9)
    for (const line of lines) doc.text(line, { width: 160 })
    blocksBottom = Math.max(blocksBottom, doc.y)
  })

  // The lines.
  let y = blocksBottom + 25
  doc.font("Helvetica-Bold").fontSize(9)
  for (const column of COLUMNS) doc.text(t.columns[column.key], column.x, y, { width: column.width, align: column.align })
  y += 16
  doc.moveTo(LEFT, y - 4).lineTo(RIGHT, y - 4).stroke()
  doc.font("Helvetica").fontSize(9)
  for (const item of order.items) {
    const product = item.variant_title ? `${item.title} (${item.variant_title})` : item.title
    const height = doc.heightOfString(product, { width: COLUMNS[0].width })
    if (y + height > doc.page.height - 160) {
      doc.addPage()
      y = LEFT
    }
    const cells = {
      product,
      quantity: String(item.quantity),
      unitPrice: money(item.unit_price),
      reduction: item.reduction ? `-${money(item.reduction)}` : "",
      total: money(item.total),
    }
    for (const column of COLUMNS) doc.text(cells[column.key], column.x, y, { width: column.width, align: column.align })
    y += height + 6
  }
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke()

  // The totals, kept together on one page.
  y += 10
  if (y > doc.page.height - 190) {
    doc.addPage()
    y = LEFT
  }
  const totalRow = (label: string, value: string, bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(bold ? 11 : 9)
    doc.text(label, 300, y, { width: 160, align: "right" })
    doc.text(value, 465, y, { width: 80, align: "right" })
    y += bold ? 18 : 14
  }
  totalRow(t.subtotal, money(order.item_subtotal))
  if (order.discount_total) totalRow(t.discount, `-${money(order.discount_total)}`)
  totalRow(t.deliveryFee, money(order.delivery_fee))
  totalRow(t.total, money(order.total), true)

  y += 10
  doc.font("Helvetica").fontSize(9)
  if (order.coupon_codes.length) doc.text(t.coupons(order.coupon_codes.join(", ")), LEFT, y)
  const mode = order.payment.mode ? t.paymentModes[order.payment.mode] : "—"
  doc.text(t.payment(mode, t.paymentStates[order.payment.state]), LEFT)
  doc.moveDown().text(t.currencyNote, LEFT).text(t.thanks, LEFT)

  doc.end()
  return finished
}
