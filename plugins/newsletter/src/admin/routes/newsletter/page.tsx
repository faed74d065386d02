import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Envelope } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Input, Select, Table, Text } from "@medusajs/ui"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { sdk } from "../../lib/sdk"

// Admin code runs in the browser bundle: no server imports here (docs/decisions/018-newsletter.md).
type Status = "pending" | "confirmed" | "unsubscribed"
type Subscriber = {
  id: string
  email: string
  locale: "fr" | "en"
  status: Status
  requested_at: string | null
  confirmed_at: string | null
  consent_ip: string | null
  consent_wording: string | null
  unsubscribed_at: string | null
}

const PAGE_SIZE = 20
const STATUS_COLOR: Record<Status, "orange" | "green" | "grey"> = { pending: "orange", confirmed: "green", unsubscribed: "grey" }

/** The search and status filter, as the list and its CSV export both take them. */
function filtersOf(q: string, status: string): Record<string, string> {
  return { ...(q.trim() ? { q: q.trim() } : {}), ...(status !== "all" ? { status } : {}) }
}

/** Staff: every subscriber with its status and consent, a search, a status filter and the CSV export. */
const NewsletterPage = () => {
  const { t, i18n } = useTranslation()
  const [q, setQ] = useState("")
  const [status, setStatus] = useState("all")
  const [offset, setOffset] = useState(0)
  const { data, error } = useQuery({
    queryKey: ["newsletter", "subscribers", { q: q.trim(), status, offset }],
    queryFn: () =>
      sdk.client.fetch<{ subscribers: Subscriber[]; count: number }>("/admin/newsletter/subscribers", {
        query: { ...filtersOf(q, status), offset, limit: PAGE_SIZE },
      }),
    // The table stays while the next search runs.
    placeholderData: keepPreviousData,
  })

  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : "—")
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / PAGE_SIZE))

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-wrap items-center justify-between gap-4 px-6 py-4">
        <div>
          <Heading level="h1">{t("newsletter.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle">{t("newsletter.subtitle")}</Text>
        </div>
        <Button variant="secondary" size="small" asChild>
          <a href={`/admin/newsletter/subscribers/export?${new URLSearchParams(filtersOf(q, status))}`} download>
            {t("newsletter.export")}
          </a>
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-3 px-6 py-4">
        <Input
          type="search"
          size="small"
          aria-label={t("newsletter.search")}
          placeholder={t("newsletter.search")}
          value={q}
          maxLength={254}
          onChange={(event) => {
            setQ(event.target.value)
            setOffset(0)
          }}
        />
        <Select
          size="small"
          value={status}
          onValueChange={(value) => {
            setStatus(value)
            setOffset(0)
          }}
        >
          <Select.Trigger aria-label={t("newsletter.status")}>
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value="all">{t("newsletter.allStatuses")}</Select.Item>
            {(["pending", "confirmed", "unsubscribed"] as const).map((value) => (
              <Select.Item key={value} value={value}>
                {t(`newsletter.statuses.${value}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
        {data ? <Text size="small" className="text-ui-fg-subtle">{t("newsletter.count", { count: data.count })}</Text> : null}
      </div>
      {error ? <Text className="px-6 py-4 text-ui-fg-error">{t("newsletter.loadFailed", { message: error.message })}</Text> : null}
      {!data && !error ? <Text className="px-6 py-4">{t("newsletter.loading")}</Text> : null}
      {data?.subscribers.length === 0 ? <Text className="px-6 py-4">{t("newsletter.empty")}</Text> : null}
      {data?.subscribers.length ? (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("newsletter.email")}</Table.HeaderCell>
              <Table.HeaderCell>{t("newsletter.status")}</Table.HeaderCell>
              <Table.HeaderCell>{t("newsletter.language")}</Table.HeaderCell>
              <Table.HeaderCell>{t("newsletter.requestedAt")}</Table.HeaderCell>
              <Table.HeaderCell>{t("newsletter.consent")}</Table.HeaderCell>
              <Table.HeaderCell>{t("newsletter.unsubscribedAt")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.subscribers.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{row.email}</Table.Cell>
                <Table.Cell>
                  <Badge size="2xsmall" color={STATUS_COLOR[row.status]}>{t(`newsletter.statuses.${row.status}`)}</Badge>
                </Table.Cell>
                <Table.Cell>{t(`newsletter.languages.${row.locale}`)}</Table.Cell>
                <Table.Cell>{date(row.requested_at)}</Table.Cell>
                <Table.Cell title={row.consent_wording ?? undefined}>
                  {row.confirmed_at ? `${date(row.confirmed_at)} ${row.consent_ip ? t("newsletter.consentFrom", { ip: row.consent_ip }) : ""}` : "—"}
                </Table.Cell>
                <Table.Cell>{date(row.unsubscribed_at)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      ) : null}
      <div className="flex items-center justify-end gap-3 px-6 py-4">
        <Text size="small">{t("newsletter.page", { page: Math.floor(offset / PAGE_SIZE) + 1, pages })}</Text>
        <Button variant="secondary" size="small" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
          {t("newsletter.previous")}
        </Button>
        <Button variant="secondary" size="small" disabled={offset + PAGE_SIZE >= (data?.count ?? 0)} onClick={() => setOffset(offset + PAGE_SIZE)}>
          {t("newsletter.next")}
        </Button>
      </div>
    </Container>
  )
}

export const config = defineRouteConfig({ label: "newsletter.menu", translationNs: "translation", icon: Envelope })

export default NewsletterPage
