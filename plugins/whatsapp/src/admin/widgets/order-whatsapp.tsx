import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Heading, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { OrderMessage } from "../../lib/order-messages"
import { useOrderMessages, useResendMessage } from "../lib/whatsapp-api"

const BADGE: Record<string, "green" | "orange" | "red" | "blue"> = { sent: "blue", delivered: "green", read: "green", failed: "red", pending: "orange" }

/** The order's WhatsApp messages with their statuses; a failed one can be sent again. */
const OrderWhatsAppWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { t, i18n } = useTranslation()
  const list = useOrderMessages(order.id)
  const resend = useResendMessage(order.id)
  const messages = list.data ?? null
  const notice = (() => {
    if (list.error) return t("whatsapp.loadFailed", { message: list.error.message })
    if (resend.error) return t("whatsapp.resendFailed", { message: resend.error.message })
    if (!resend.data) return null
    return resend.data.sent ? t("whatsapp.resent") : t("whatsapp.resendFailed", { message: resend.data.error })
  })()
  const busy = resend.isPending ? resend.variables : null

  const status = (message: OrderMessage) => message.status ?? (message.send_status === "failure" ? "failed" : message.send_status === "success" ? "sent" : "pending")
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">{t("whatsapp.title")}</Heading>
      </div>
      {notice ? <Text className="px-6 py-3 text-sm">{notice}</Text> : null}
      {messages?.length === 0 ? <Text className="px-6 py-4 text-ui-fg-subtle text-sm">{t("whatsapp.none")}</Text> : null}
      {(messages ?? []).map((message) => (
        <div key={message.id} className="grid gap-1 px-6 py-4 text-sm">
          <div className="flex items-center justify-between gap-2">
            <Text size="small" weight="plus">{t(`whatsapp.updates.${message.update}`, { defaultValue: message.update })}</Text>
            <Badge size="2xsmall" color={BADGE[status(message)] ?? "orange"}>{t(`whatsapp.statuses.${status(message)}`)}</Badge>
          </div>
          <Text size="small" className="text-ui-fg-subtle">
            {t("whatsapp.to")}: +{message.to} · {new Date(message.created_at).toLocaleString(i18n.language)}
          </Text>
          {message.error ? <Text size="small">{t("whatsapp.error")}: {message.error}</Text> : null}
          {message.send_status === "failure" ? (
            <div>
              <Button size="small" variant="secondary" disabled={busy === message.id} onClick={() => resend.mutate(message.id)}>
                {busy === message.id ? t("whatsapp.resending") : t("whatsapp.resend")}
              </Button>
            </div>
          ) : null}
        </div>
      ))}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.after" })

export default OrderWhatsAppWidget
