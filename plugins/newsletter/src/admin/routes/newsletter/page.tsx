import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Envelope } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Input, Select, Table, Text } from "@medusajs/ui"
import { useEffect, useMemo, useState } from "react"
import { adminLanguage, adminText } from "../../i18n/admin-text"

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

function listQuery(q: string, status: string, offset?: number) {
  const params = new URLSearchParams()
  if (q.trim()) params.set("q", q.trim())
  if (status !== "all") params.set("status", status)
  if (offset !== undefined) {
    params.set("offset", String(offset))
    params.set("limit", String(PAGE_SIZE))
  }
  return params.toString()
}

/** Staff: every subscriber with its status and consent, a search, a status filter and the CSV export. */
const NewsletterPage = () => {
  const language = useMemo(adminLanguage, [])
  const t = useMemo(() => adminText(language), [language])
  const [q, setQ] = useState("")
  const [status, setStatus] = useState("all")
  const [offset, setOffset] = useState(0)
  const [data, setData] = useState<{ subscribers: Subscriber[]; count: number } | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    fetch(`/admin/newsletter/subscribers?${listQuery(q, status, offset)}`, { credentials: "include", signal: controller.signal })
      .then(async (response) => {
        const body = await response.json()
        if (!response.ok) throw new Error(body.message ?? response.statusText)
        setData(body)
        setError(null)
      })
      .catch((failure: Error) => {
        if (failure.name !== "AbortError") setError(failure.message)
      })
    return () => controller.abort()
  }, [q, status, offset])

  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(language) : "—")
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / PAGE_SIZE))

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-wrap items-center justify-between gap-4 px-6 py-4">
        <div>
          <Heading level="h1">{t("newsletter.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle">{t("newsletter.subtitle")}</Text>
        </div>
        <Button variant="secondary" size="small" asChild>
          <a href={`/admin/newsletter/subscribers/export?${listQuery(q, status)}`} download>
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
      {error ? <Text className="px-6 py-4 text-ui-fg-error">{t("newsletter.loadFailed", { message: error })}</Text> : null}
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
