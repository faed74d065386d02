import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Container, Heading, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { sdk } from "../lib/sdk"
import { payPalRowsOf } from "../lib/order-transactions"

const FIELDS = "id,payment_collections.payment_sessions.id,payment_collections.payment_sessions.provider_id,payment_collections.payment_sessions.data"

/** Every PayPal transaction of the order: PayPal's order and capture ids, status, EUR and XAF amounts, dates, refunds. */
const OrderPayPalWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { t, i18n } = useTranslation()
  const { data, error } = useQuery({
    queryKey: ["paypal", "order-sessions", order.id],
    queryFn: () => sdk.admin.order.retrieve(order.id, { fields: FIELDS }),
  })
  // Chosen by the provider that made each session, never by the look of its data.
  const rows = data ? payPalRowsOf(data.order) : null

  if (!error && rows?.length === 0) return null
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language)
  const xaf = (amount: string) => `${Number(amount).toLocaleString(i18n.language)} XAF`

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">{t("paypal.title")}</Heading>
      </div>
      {error ? <Text className="px-6 py-4 text-ui-fg-error">{t("paypal.loadFailed", { message: error.message })}</Text> : null}
      {(rows ?? []).map((row) => (
        <div key={row.order_id} className="grid gap-1 px-6 py-4 text-sm">
          <div className="flex items-center gap-2">
            <Badge size="2xsmall" color={row.status === "completed" ? "green" : row.status === "created" || row.status === "pending" ? "orange" : "red"}>
              {t(`paypal.statuses.${row.status}`)}
            </Badge>
          </div>
          <Text size="small">{t("paypal.order")}: {row.order_id}</Text>
          {row.capture_id ? <Text size="small">{t("paypal.capture")}: {row.capture_id}</Text> : null}
          {row.reason ? <Text size="small">{t("paypal.reason")}: {row.reason}</Text> : null}
          <Text size="small">
            {t("paypal.asked")}: {row.amount_eur} EUR = {xaf(row.amount_xaf)} ({t("paypal.rate")})
          </Text>
          {row.captured_amount ? (
            <Text size="small">{t("paypal.captured")}: {row.captured_amount} {row.captured_currency}</Text>
          ) : null}
          <Text size="small" className="text-ui-fg-subtle">
            {t("paypal.created")}: {date(row.created_at)}
            {row.captured_at ? ` · ${t("paypal.paidAt")}: ${date(row.captured_at)}` : ""}
          </Text>
          {row.history.length ? (
            <Text size="small" className="text-ui-fg-subtle">
              {t("paypal.history")}: {row.history.map((step) => `${date(step.at)} ${t(`paypal.statuses.${step.status}`)}${step.reason ? ` (${step.reason})` : ""}`).join(" → ")}
            </Text>
          ) : null}
          {row.refunds.length ? (
            <Text size="small">
              {t("paypal.refunds")}: {row.refunds.map((refund) => `${refund.amount_eur} EUR = ${xaf(refund.amount_xaf)} (${date(refund.at)}, ${refund.id}, ${refund.status})`).join(", ")}
            </Text>
          ) : null}
          {row.status === "completed" ? <Text size="small" className="text-ui-fg-subtle">{t("paypal.refundHint")}</Text> : null}
        </div>
      ))}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.after" })

export default OrderPayPalWidget
