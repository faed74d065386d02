import { Button, Label, Text, Textarea } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"

type Props = {
  reviewId: string
  author: string
  initial: string | null
  busy: boolean
  onSave: (answer: string) => void
  onCancel: () => void
}

/** The shop's public answer to a review; an empty one removes it. */
export const AnswerForm = ({ reviewId, author, initial, busy, onSave, onCancel }: Props) => {
  const { t } = useTranslation()
  const [answer, setAnswer] = useState(initial ?? "")
  const id = `answer-${reviewId}`
  return (
    <form
      className="mt-2 grid gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        onSave(answer)
      }}
    >
      <Label htmlFor={id}>{t("reviews.answerLabel", { author })}</Label>
      <Textarea id={id} value={answer} maxLength={2000} rows={3} onChange={(event) => setAnswer(event.target.value)} />
      <Text size="xsmall" className="text-ui-fg-subtle">
        {t("reviews.answerHint")}
      </Text>
      <div className="flex gap-2">
        <Button type="submit" size="small" isLoading={busy}>
          {t("reviews.save")}
        </Button>
        <Button type="button" size="small" variant="secondary" onClick={onCancel}>
          {t("reviews.cancel")}
        </Button>
      </div>
    </form>
  )
}
