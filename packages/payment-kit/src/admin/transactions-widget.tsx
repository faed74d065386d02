import type { ReactNode } from "react"
import { Container, Heading, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { ORDER_SESSION_FIELDS, type OrderWithSessions } from "./order-sessions"

export type HistoryStep = { at: string; status: string; reason: string | null }

/** The staff's words for the shell's lines, in the staff member's language. */
export type TransactionsWidgetText = {
  title: string
  loadFailed: (message: string) => string
  history: string
  refunds: string
  /** Shown under a paid transaction: how to pay it back. */
  refundHint: string
  status: (status: string) => string
  date: (iso: string) => string
}

export type TransactionsWidgetProps<Row> = {
  orderId: string
  /** The plugin's own cache key ("paypal", "mobile-money"). */
  queryKey: string
  /** The plugin's Admin API read of an order (its `sdk.admin.order.retrieve`). */
  retrieveOrder: (orderId: string, query: { fields: string }) => Promise<{ order: unknown }>
  /** The plugin's transactions of the order (chosen by provider, see order-sessions.ts). */
  rowsOf: (order: OrderWithSessions) => Row[]
  rowKey: (row: Row) => string
  text: TransactionsWidgetText
  /** The gateway's own lines of a transaction: status badge, references, amounts. */
  renderRow: (row: Row) => ReactNode
  historyOf: (row: Row) => HistoryStep[]
  /** Each refund in a few words, or none. */
  refundsOf: (row: Row) => string[]
  isPaid: (row: Row) => boolean
}

/**
 * The shell of a payment plugin's widget on the order page: the order's sessions read once, the
 * plugin's transactions listed under its title, each with the gateway's lines, then its history,
 * refunds and, once paid, how to refund; nothing at all when the order has none.
 */
export function TransactionsWidget<Row>(props: TransactionsWidgetProps<Row>) {
  const { orderId, queryKey, retrieveOrder, rowsOf, rowKey, text, renderRow, historyOf, refundsOf, isPaid } = props
  const { data, error } = useQuery({
    queryKey: [queryKey, "order-sessions", orderId],
    queryFn: () => retrieveOrder(orderId, { fields: ORDER_SESSION_FIELDS }),
  })
  const rows = data ? rowsOf(data.order as OrderWithSessions) : null
  if (!error && rows?.length === 0) return null
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">{text.title}</Heading>
      </div>
      {error ? <Text className="px-6 py-4 text-ui-fg-error">{text.loadFailed(error.message)}</Text> : null}
      {(rows ?? []).map((row) => {
        const history = historyOf(row)
        const refunds = refundsOf(row)
        return (
          <div key={rowKey(row)} className="grid gap-1 px-6 py-4 text-sm">
            {renderRow(row)}
            {history.length ? (
              <Text size="small" className="text-ui-fg-subtle">
                {text.history}: {history.map((step) => `${text.date(step.at)} ${text.status(step.status)}${step.reason ? ` (${step.reason})` : ""}`).join(" → ")}
              </Text>
            ) : null}
            {refunds.length ? <Text size="small">{text.refunds}: {refunds.join(", ")}</Text> : null}
            {isPaid(row) ? <Text size="small" className="text-ui-fg-subtle">{text.refundHint}</Text> : null}
          </div>
        )
      })}
    </Container>
  )
}

/**
 * The shell's words from a plugin's translation keys: `{prefix}.title`, `.loadFailed` (with
 * `message`), `.history`, `.refunds`, `.refundHint` and `.statuses.{status}`.
 */
export function transactionsWidgetText(
  t: (key: string, options?: Record<string, unknown>) => string,
  prefix: string,
  date: (iso: string) => string
): TransactionsWidgetText {
  return {
    title: t(`${prefix}.title`),
    loadFailed: (message) => t(`${prefix}.loadFailed`, { message }),
    history: t(`${prefix}.history`),
    refunds: t(`${prefix}.refunds`),
    refundHint: t(`${prefix}.refundHint`),
    status: (status) => t(`${prefix}.statuses.${status}`),
    date,
  }
}
