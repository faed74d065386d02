import type { FetchError } from "@medusajs/js-sdk"
import { Badge, Button, Container, Heading, Text, toast } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router-dom"
import { formatDate, STATE_BADGE_COLOR, useContactMessage, useMarkAnswered } from "../../../lib/contact-messages"

/** One contact message, shown as plain text (React escapes it), and the button to mark it answered. */
const ContactMessagePage = () => {
  const { t, i18n } = useTranslation()
  const id = useParams().id ?? ""
  const { data, error } = useContactMessage(id)
  const message = data?.contact_message ?? null
  const missing = (error as FetchError | null)?.status === 404
  const marking = useMarkAnswered(id)
  const markAnswered = () =>
    marking.mutate(undefined, {
      onSuccess: () => toast.success(t("dreamshade.contact.saved")),
      onError: () => toast.error(t("dreamshade.contact.failed")),
    })

  const row = (label: string, value: string) => (
    <div className="grid grid-cols-[10rem_1fr] gap-2">
      <Text size="small" className="text-ui-fg-subtle">
        {label}
      </Text>
      <Text size="small">{value}</Text>
    </div>
  )

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between gap-4 px-6 py-4">
        <div className="flex flex-col gap-1">
          <Link to="/contact-messages" className="text-ui-fg-interactive text-sm hover:underline">
            ← {t("dreamshade.contact.back")}
          </Link>
          <Heading level="h1">{message?.subject ?? t("dreamshade.contact.title")}</Heading>
        </div>
        {message ? (
          <Badge color={STATE_BADGE_COLOR[message.state]}>{t(`dreamshade.contact.state.${message.state}`)}</Badge>
        ) : null}
      </div>
      {missing ? <Text className="px-6 py-4">{t("dreamshade.contact.notFound")}</Text> : null}
      {error && !missing ? <Text className="px-6 py-4 text-ui-fg-error">{t("dreamshade.contact.loadFailed")}</Text> : null}
      {message ? (
        <>
          <div className="flex flex-col gap-2 px-6 py-4">
            {row(t("dreamshade.contact.kindFilter"), t(`dreamshade.contact.kind.${message.kind}`))}
            {row(t("dreamshade.contact.from"), message.name)}
            {row(t("dreamshade.contact.email"), message.email)}
            {row(t("dreamshade.contact.phone"), message.phone ?? t("dreamshade.contact.noPhone"))}
            {row(t("dreamshade.contact.senderLanguage"), t(`dreamshade.contact.language.${message.language}`))}
            {row(t("dreamshade.contact.received"), formatDate(message.created_at, i18n.language))}
            {message.answered_at ? row(t("dreamshade.contact.answeredAt"), formatDate(message.answered_at, i18n.language)) : null}
          </div>
          <div className="px-6 py-4">
            <Text size="small" className="text-ui-fg-subtle mb-2">
              {t("dreamshade.contact.message")}
            </Text>
            <Text className="whitespace-pre-wrap break-words">{message.message}</Text>
          </div>
          <div className="flex gap-2 px-6 py-4">
            <Button size="small" variant="secondary" asChild>
              <a href={`mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>{t("dreamshade.contact.replyByEmail")}</a>
            </Button>
            {message.state === "new" ? (
              <Button size="small" isLoading={marking.isPending} onClick={markAnswered}>
                {t("dreamshade.contact.markAnswered")}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </Container>
  )
}

export default ContactMessagePage
