import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChatBubbleLeftRight } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Input, Select, Table, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { PAGE_SIZE, useReviews, useUpdateReview, type AdminReview, type ReviewChange, type ReviewFilters } from "./admin-reviews-api"
import { AnswerForm } from "./components/answer-form"

const authorOf = (review: AdminReview) =>
  review.author_last_initial ? `${review.author_first_name} ${review.author_last_initial}.` : review.author_first_name

/**
 * Staff list and search reviews, hide or restore them and answer them publicly. Comments are
 * shown as text: React writes them as characters, so no markup a customer typed ever runs here.
 */
const ReviewsPage = () => {
  const { t, i18n } = useTranslation()
  const [filters, setFilters] = useState<ReviewFilters>({ q: "", status: "", offset: 0 })
  const [search, setSearch] = useState("")
  const [answering, setAnswering] = useState<string | null>(null)
  const { data, error } = useReviews(filters)
  const update = useUpdateReview()
  const rows = data?.reviews ?? []
  const count = data?.count ?? 0
  const busyId = update.isPending ? update.variables?.id : null

  const change = (review: AdminReview, changed: ReviewChange, done: string) =>
    update.mutate(
      { id: review.id, change: changed },
      {
        onSuccess: () => {
          toast.success(t(done))
          setAnswering(null)
        },
        onError: (failure) => toast.error(t("reviews.saveFailed", { message: failure.message })),
      }
    )

  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language)

  return (
    <Container className="divide-y p-0">
      <div className="grid gap-2 px-6 py-4">
        <Heading level="h1">{t("reviews.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("reviews.intro")}
        </Text>
      </div>
      <form
        className="flex flex-wrap items-center gap-3 px-6 py-4"
        onSubmit={(event) => {
          event.preventDefault()
          setFilters({ ...filters, q: search, offset: 0 })
        }}
      >
        <Input
          type="search"
          aria-label={t("reviews.search")}
          placeholder={t("reviews.search")}
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
          className="w-72"
        />
        <Select
          value={filters.status || "all"}
          onValueChange={(value) => setFilters({ ...filters, status: value === "all" ? "" : (value as "visible" | "hidden"), offset: 0 })}
        >
          <Select.Trigger className="w-56" aria-label={t("reviews.columns.status")}>
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value="all">{t("reviews.filter.all")}</Select.Item>
            <Select.Item value="visible">{t("reviews.filter.visible")}</Select.Item>
            <Select.Item value="hidden">{t("reviews.filter.hidden")}</Select.Item>
          </Select.Content>
        </Select>
      </form>
      {error ? <Text className="px-6 py-4 text-ui-fg-error">{t("reviews.loadFailed", { message: error.message })}</Text> : null}
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t("reviews.columns.date")}</Table.HeaderCell>
            <Table.HeaderCell>{t("reviews.columns.product")}</Table.HeaderCell>
            <Table.HeaderCell>{t("reviews.columns.author")}</Table.HeaderCell>
            <Table.HeaderCell>{t("reviews.columns.rating")}</Table.HeaderCell>
            <Table.HeaderCell>{t("reviews.columns.comment")}</Table.HeaderCell>
            <Table.HeaderCell>{t("reviews.columns.status")}</Table.HeaderCell>
            <Table.HeaderCell>{t("reviews.columns.actions")}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((review) => (
            <Table.Row key={review.id} className="align-top">
              <Table.Cell>{date(review.created_at)}</Table.Cell>
              <Table.Cell>{review.product?.title ?? review.product_id}</Table.Cell>
              <Table.Cell>{authorOf(review)}</Table.Cell>
              <Table.Cell>{t("reviews.ratingValue", { rating: review.rating })}</Table.Cell>
              <Table.Cell className="max-w-md whitespace-pre-line break-words py-2">
                {review.comment}
                {review.answer && answering !== review.id ? (
                  <Text size="small" className="mt-2 text-ui-fg-subtle">
                    {t("reviews.answered")}: {review.answer}
                  </Text>
                ) : null}
                {answering === review.id ? (
                  <AnswerForm
                    reviewId={review.id}
                    author={authorOf(review)}
                    initial={review.answer}
                    busy={busyId === review.id}
                    onSave={(answer) => change(review, { answer }, "reviews.answerSaved")}
                    onCancel={() => setAnswering(null)}
                  />
                ) : null}
              </Table.Cell>
              <Table.Cell>
                <Badge size="2xsmall" color={review.status === "visible" ? "green" : "grey"}>
                  {t(`reviews.status.${review.status}`)}
                </Badge>
                {review.verified_purchase ? null : (
                  <Badge size="2xsmall" color="orange" className="mt-1">
                    {t("reviews.unverified")}
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell>
                <div className="flex flex-col gap-1 py-2">
                  {review.status === "visible" ? (
                    <Button size="small" variant="secondary" isLoading={busyId === review.id} onClick={() => change(review, { status: "hidden" }, "reviews.hidden")}>
                      {t("reviews.hide")}
                    </Button>
                  ) : (
                    <Button size="small" variant="secondary" isLoading={busyId === review.id} onClick={() => change(review, { status: "visible" }, "reviews.restored")}>
                      {t("reviews.restore")}
                    </Button>
                  )}
                  <Button size="small" variant="transparent" onClick={() => setAnswering(review.id)}>
                    {review.answer ? t("reviews.editAnswer") : t("reviews.answer")}
                  </Button>
                </div>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      {data && rows.length === 0 ? <Text className="px-6 py-4 text-ui-fg-subtle">{t("reviews.empty")}</Text> : null}
      <div className="flex items-center justify-between px-6 py-4">
        <Text size="small">
          {count ? t("reviews.range", { from: filters.offset + 1, to: filters.offset + rows.length, count }) : null}
        </Text>
        <div className="flex gap-2">
          <Button size="small" variant="secondary" disabled={filters.offset === 0} onClick={() => setFilters({ ...filters, offset: Math.max(0, filters.offset - PAGE_SIZE) })}>
            {t("reviews.previous")}
          </Button>
          <Button size="small" variant="secondary" disabled={filters.offset + PAGE_SIZE >= count} onClick={() => setFilters({ ...filters, offset: filters.offset + PAGE_SIZE })}>
            {t("reviews.next")}
          </Button>
        </div>
      </div>
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "reviews.menu",
  translationNs: "translation",
  icon: ChatBubbleLeftRight,
})

export default ReviewsPage
