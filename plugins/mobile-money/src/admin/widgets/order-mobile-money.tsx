import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Container, Heading, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { sdk } from "../lib/sdk"
import { mobileMoneyRowsOf } from "../lib/order-transactions"

const FIELDS = "id,payment_collections.payment_sessions.id,payment_collections.payment_sessions.provider_id,payment_collections.payment_sessions.data"

/** Every mobile-money transaction of the order: reference, number, status and reason, amounts, dates. */
const OrderMobileMoneyWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { t, i18n } = useTranslation()
  const { data, error } = useQuery({
    queryKey: ["mobile-money", "order-sessions", order.id],
    queryFn: () => sdk.admin.order.retrieve(order.id, { fields: FIELDS }),
  })
  // Chosen by the provider that made each session, never by the look of its data.
  const rows = data ? mobileMoneyRowsOf(data.order) : null

  if (!error && rows?.length === 0) return null
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language)

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">{t("mobileMoney.title")}</Heading>
      </div>
      {error ? <Text className="px-6 py-4 text-ui-fg-error">{t("mobileMoney.loadFailed", { message: error.message })}</Text> : null}
      {(rows ?? []).map((row) => (
        <div key={row.session_id} className="grid gap-1 px-6 py-4 text-sm">
          <div className="flex items-center gap-2">
            <Text weight="plus">{t(`mobileMoney.gateway.${row.gateway}`)}</Text>
            <Badge size="2xsmall" color={row.status === "successful" ? "green" : row.status === "pending" ? "orange" : "red"}>
              {t(`mobileMoney.statuses.${row.status}`)}
            </Badge>
          </div>
          <Text size="small">{t("mobileMoney.reference")}: {row.reference}</Text>
          <Text size="small">{t("mobileMoney.phone")}: {row.phone}</Text>
          {row.reason ? <Text size="small">{t("mobileMoney.reason")}: {row.reason}</Text> : null}
          <Text size="small">
            {t("mobileMoney.asked")}: {row.amount} {row.currency}
            {row.confirmed_amount ? ` · ${t("mobileMoney.confirmed")}: ${row.confirmed_amount} ${row.currency}` : ""}
          </Text>
          {row.history.length ? (
            <Text size="small" className="text-ui-fg-subtle">
              {t("mobileMoney.history")}: {row.history.map((step) => `${date(step.at)} ${t(`mobileMoney.statuses.${step.status}`)}${step.reason ? ` (${step.reason})` : ""}`).join(" → ")}
            </Text>
          ) : null}
          {row.refunds?.length ? (
            <Text size="small">
              {t("mobileMoney.refunds")}: {row.refunds.map((refund) => `${refund.amount} ${row.currency} (${date(refund.at)}, ${refund.reference})`).join(", ")}
            </Text>
          ) : null}
          {row.status === "successful" ? <Text size="small" className="text-ui-fg-subtle">{t("mobileMoney.refundHint")}</Text> : null}
        </div>
      ))}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.after" })

export default OrderMobileMoneyWidget
