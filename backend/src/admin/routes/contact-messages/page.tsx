import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChatBubbleLeftRight } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Label, Table, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router-dom"
import { formatDate, STATE_BADGE_COLOR, useContactMessages } from "../../lib/contact-messages"

const PAGE_SIZE = 20
const KINDS = ["sales_inquiry", "customer_support"] as const
const STATES = ["new", "answered"] as const
const SELECT_CLASS = "rounded-md border border-ui-border-base bg-ui-bg-field px-2 py-1.5 text-sm"

/** Staff's list of contact messages, newest first, filtered by kind and state (kept in the address). */
const ContactMessagesPage = () => {
  const { t, i18n } = useTranslation()
  const [params, setParams] = useSearchParams()
  const kind = params.get("kind") ?? ""
  const state = params.get("state") ?? ""
  const offset = Math.max(0, Number(params.get("offset")) || 0)
  const { data, isError } = useContactMessages({ kind, state, offset, limit: PAGE_SIZE })
  const page = data ? { messages: data.contact_messages, count: data.count } : null

  const filter = (name: "kind" | "state", value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(name, value)
    else next.delete(name)
    next.delete("offset")
    setParams(next)
  }
  const goTo = (nextOffset: number) => {
    const next = new URLSearchParams(params)
    next.set("offset", String(nextOffset))
    setParams(next)
  }

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-wrap items-end justify-between gap-4 px-6 py-4">
        <div>
          <Heading level="h1">{t("dreamshade.contact.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {t("dreamshade.contact.intro")}
          </Text>
        </div>
        <div className="flex gap-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor="contact-kind" size="xsmall">
              {t("dreamshade.contact.kindFilter")}
            </Label>
            <select id="contact-kind" className={SELECT_CLASS} value={kind} onChange={(event) => filter("kind", event.target.value)}>
              <option value="">{t("dreamshade.contact.allKinds")}</option>
              {KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`dreamshade.contact.kind.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="contact-state" size="xsmall">
              {t("dreamshade.contact.stateFilter")}
            </Label>
            <select id="contact-state" className={SELECT_CLASS} value={state} onChange={(event) => filter("state", event.target.value)}>
              <option value="">{t("dreamshade.contact.allStates")}</option>
              {STATES.map((value) => (
                <option key={value} value={value}>
                  {t(`dreamshade.contact.state.${value}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {isError ? <Text className="px-6 py-4 text-ui-fg-error">{t("dreamshade.contact.loadFailed")}</Text> : null}
      {page && page.messages.length === 0 ? (
        <Text className="px-6 py-4 text-ui-fg-subtle">{t("dreamshade.contact.empty")}</Text>
      ) : null}
      {page && page.messages.length > 0 ? (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("dreamshade.contact.received")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dreamshade.contact.kindFilter")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dreamshade.contact.from")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dreamshade.contact.subject")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dreamshade.contact.stateFilter")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {page.messages.map((message) => (
              <Table.Row key={message.id}>
                <Table.Cell>{formatDate(message.created_at, i18n.language)}</Table.Cell>
                <Table.Cell>{t(`dreamshade.contact.kind.${message.kind}`)}</Table.Cell>
                <Table.Cell>
                  {message.name} ({message.email})
                </Table.Cell>
                <Table.Cell>
                  <Link to={`/contact-messages/${message.id}`} className="text-ui-fg-interactive hover:underline">
                    {message.subject}
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  <Badge size="2xsmall" color={STATE_BADGE_COLOR[message.state]}>
                    {t(`dreamshade.contact.state.${message.state}`)}
                  </Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      ) : null}
      {page && page.count > PAGE_SIZE ? (
        <div className="flex items-center justify-between px-6 py-4">
          <Text size="small">{t("dreamshade.contact.count", { count: page.count })}</Text>
          <div className="flex gap-2">
            <Button size="small" variant="secondary" disabled={offset === 0} onClick={() => goTo(Math.max(0, offset - PAGE_SIZE))}>
              {t("dreamshade.contact.previous")}
            </Button>
            <Button size="small" variant="secondary" disabled={offset + PAGE_SIZE >= page.count} onClick={() => goTo(offset + PAGE_SIZE)}>
              {t("dreamshade.contact.next")}
            </Button>
          </div>
        </div>
      ) : null}
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "dreamshade.contactMessages",
  translationNs: "translation",
  icon: ChatBubbleLeftRight,
})

export default ContactMessagesPage
