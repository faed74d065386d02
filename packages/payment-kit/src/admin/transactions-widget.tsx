import type { ReactNode } from "react"
import { Container, Heading, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { ORDER_SESSION_FIELDS, type OrderWithSessions } from "./order-sessions"

export type TransactionsWidgetProps<Row> = {
  orderId: string
  /** The plugin's own cache key ("paypal", "mobile-money"). */
  queryKey: string
  /** The plugin's Admin API read of an order (its `sdk.admin.order.retrieve`). */
  retrieveOrder: (orderId: string, query: { fields: string }) => Promise<{ order: unknown }>
  /** The plugin's transactions of the order (chosen by provider, see order-sessions.ts). */
  rowsOf: (order: OrderWithSessions) => Row[]
  rowKey: (row: Row) => string
  title: string
  loadFailed: (message: string) => string
  renderRow: (row: Row) => ReactNode
}

/**
 * The shell of a payment plugin's widget on the order page: the order's sessions read once, the
 * plugin's transactions listed under its title, nothing at all when the order has none.
 */
export function TransactionsWidget<Row>({ orderId, queryKey, retrieveOrder, rowsOf, rowKey, title, loadFailed, renderRow }: TransactionsWidgetProps<Row>) {
  const { data, error } = useQuery({
    queryKey: [queryKey, "order-sessions", orderId],
    queryFn: () => retrieveOrder(orderId, { fields: ORDER_SESSION_FIELDS }),
  })
  const rows = data ? rowsOf(data.order as OrderWithSessions) : null
  if (!error && rows?.length === 0) return null
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">{title}</Heading>
      </div>
      {error ? <Text className="px-6 py-4 text-ui-fg-error">{loadFailed(error.message)}</Text> : null}
      {(rows ?? []).map((row) => (
        <div key={rowKey(row)} className="grid gap-1 px-6 py-4 text-sm">
          {renderRow(row)}
        </div>
      ))}
    </Container>
  )
}

/** A transaction's history, oldest first: "date status (reason) → …". */
export function historyLine(
  history: { at: string; status: string; reason: string | null }[],
  date: (iso: string) => string,
  statusText: (status: string) => string
): string {
  return history.map((step) => `${date(step.at)} ${statusText(step.status)}${step.reason ? ` (${step.reason})` : ""}`).join(" → ")
}
