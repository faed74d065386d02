import { TransactionsWidget, transactionsWidgetText } from "@dreamshade/payment-kit/admin"
import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { sdk } from "../lib/sdk"
import { mobileMoneyRowsOf, type TransactionRow } from "../lib/order-transactions"

/** Every mobile-money transaction of the order: reference, number, status and reason, amounts, dates. */
const OrderMobileMoneyWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { t, i18n } = useTranslation()
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language)
  const text = transactionsWidgetText(t, "mobileMoney", date)
  return (
    <TransactionsWidget
      orderId={order.id}
      queryKey="mobile-money"
      retrieveOrder={(id, query) => sdk.admin.order.retrieve(id, query)}
      // Chosen by the provider that made each session, never by the look of its data.
      rowsOf={mobileMoneyRowsOf}
      rowKey={(row: TransactionRow) => row.session_id}
      text={text}
      historyOf={(row) => row.history}
      refundsOf={(row) => (row.refunds ?? []).map((refund) => `${refund.amount} ${row.currency} (${date(refund.at)}, ${refund.reference})`)}
      isPaid={(row) => row.status === "successful"}
      renderRow={(row) => (
        <>
          <div className="flex items-center gap-2">
            <Text weight="plus">{t(`mobileMoney.gateway.${row.gateway}`)}</Text>
            <Badge size="2xsmall" color={row.status === "successful" ? "green" : row.status === "pending" ? "orange" : "red"}>
              {text.status(row.status)}
            </Badge>
          </div>
          <Text size="small">{t("mobileMoney.reference")}: {row.reference}</Text>
          <Text size="small">{t("mobileMoney.phone")}: {row.phone}</Text>
          {row.reason ? <Text size="small">{t("mobileMoney.reason")}: {row.reason}</Text> : null}
          <Text size="small">
            {t("mobileMoney.asked")}: {row.amount} {row.currency}
            {row.confirmed_amount ? ` · ${t("mobileMoney.confirmed")}: ${row.confirmed_amount} ${row.currency}` : ""}
          </Text>
        </>
      )}
    />
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.after" })

export default OrderMobileMoneyWidget
