import { Badge, Button, Container, Heading, Text, toast } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { Link, useParams } from "react-router-dom"
import { type ContactMessage, contactTexts, formatDate, STATE_BADGE_COLOR } from "../../../lib/contact-texts"

/** One contact message, shown as plain text (React escapes it), and the button to mark it answered. */
const ContactMessagePage = () => {
  const { language, t } = contactTexts()
  const { id } = useParams()
  const [message, setMessage] = useState<ContactMessage | null>(null)
  const [missing, setMissing] = useState(false)
  const [saving, setSaving] = useState(false)
  const url = `/admin/contact-messages/${id}`

  useEffect(() => {
    fetch(url, { credentials: "include" })
      .then(async (response) => {
        if (response.status === 404) return setMissing(true)
        if (!response.ok) throw new Error(String(response.status))
        setMessage((await response.json()).contact_message)
      })
      .catch(() => toast.error(t.loadFailed))
  }, [url, t.loadFailed])

  const markAnswered = async () => {
    setSaving(true)
    try {
      const response = await fetch(`${url}/answered`, { method: "POST", credentials: "include" })
      if (!response.ok) throw new Error(String(response.status))
      setMessage((await response.json()).contact_message)
      toast.success(t.saved)
    } catch {
      toast.error(t.failed)
    } finally {
      setSaving(false)
    }
  }

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
            ← {t.back}
          </Link>
          <Heading level="h1">{message?.subject ?? t.title}</Heading>
        </div>
        {message ? (
          <Badge color={STATE_BADGE_COLOR[message.state]}>{t.state[message.state]}</Badge>
        ) : null}
      </div>
      {missing ? <Text className="px-6 py-4">{t.notFound}</Text> : null}
      {message ? (
        <>
          <div className="flex flex-col gap-2 px-6 py-4">
            {row(t.kindFilter, t.kind[message.kind])}
            {row(t.from, message.name)}
            {row(t.email, message.email)}
            {row(t.phone, message.phone ?? t.noPhone)}
            {row(t.senderLanguage, t.language[message.language])}
            {row(t.received, formatDate(message.created_at, language))}
            {message.answered_at ? row(t.answeredAt, formatDate(message.answered_at, language)) : null}
          </div>
          <div className="px-6 py-4">
            <Text size="small" className="text-ui-fg-subtle mb-2">
              {t.message}
            </Text>
            <Text className="whitespace-pre-wrap break-words">{message.message}</Text>
          </div>
          <div className="flex gap-2 px-6 py-4">
            <Button size="small" variant="secondary" asChild>
              <a href={`mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>{t.replyByEmail}</a>
            </Button>
            {message.state === "new" ? (
              <Button size="small" isLoading={saving} onClick={markAnswered}>
                {t.markAnswered}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </Container>
  )
}

export default ContactMessagePage
