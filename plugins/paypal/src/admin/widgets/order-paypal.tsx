import { TransactionsWidget, transactionsWidgetText } from "@dreamshade/payment-kit/admin"
import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { PayPalTransaction } from "../../lib/transaction"
import { sdk } from "../lib/sdk"
import { payPalRowsOf } from "../lib/order-transactions"

/** Every PayPal transaction of the order: PayPal's order and capture ids, status, EUR and XAF amounts, dates, refunds. */
const OrderPayPalWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { t, i18n } = useTranslation()
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language)
  const text = transactionsWidgetText(t, "paypal", date)
  const xaf = (amount: string) => `${Number(amount).toLocaleString(i18n.language)} XAF`
  return (
    <TransactionsWidget
      orderId={order.id}
      queryKey="paypal"
      retrieveOrder={(id, query) => sdk.admin.order.retrieve(id, query)}
      // Chosen by the provider that made each session, never by the look of its data.
      rowsOf={payPalRowsOf}
      rowKey={(row: PayPalTransaction) => row.order_id}
      text={text}
      historyOf={(row) => row.history}
      refundsOf={(row) => row.refunds.map((refund) => `${refund.amount_eur} EUR = ${xaf(refund.amount_xaf)} (${date(refund.at)}, ${refund.id}, ${refund.status})`)}
      isPaid={(row) => row.status === "completed"}
      renderRow={(row) => (
        <>
          <div className="flex items-center gap-2">
            <Badge size="2xsmall" color={row.status === "completed" ? "green" : row.status === "created" || row.status === "pending" ? "orange" : "red"}>
              {text.status(row.status)}
            </Badge>
          </div>
          <Text size="small">{t("paypal.order")}: {row.order_id}</Text>
          {row.capture_id ? <Text size="small">{t("paypal.capture")}: {row.capture_id}</Text> : null}
          {row.reason ? <Text size="small">{t("paypal.reason")}: {row.reason}</Text> : null}
          <Text size="small">
            {t("paypal.asked")}: {row.amount_eur} EUR = {xaf(row.amount_xaf)} ({t("paypal.rate")})
          </Text>
          {row.captured_amount ? <Text size="small">{t("paypal.captured")}: {row.captured_amount} {row.captured_currency}</Text> : null}
          <Text size="small" className="text-ui-fg-subtle">
            {t("paypal.created")}: {date(row.created_at)}
            {row.captured_at ? ` · ${t("paypal.paidAt")}: ${date(row.captured_at)}` : ""}
          </Text>
        </>
      )}
    />
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.after" })

export default OrderPayPalWidget
