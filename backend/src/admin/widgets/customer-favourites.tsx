import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Heading, Text } from "@medusajs/ui"
import { useInfiniteQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { sdk } from "../lib/sdk"

type StaffFavourite = {
  id: string
  created_at: string
  product_id: string
  product: { id: string; title: string; handle: string; thumbnail: string | null; status: string } | null
}

type FavouritesPage = { favourites: StaffFavourite[]; count: number }

const PAGE_SIZE = 10

/** The customer's favourite products, newest first, on the Admin's customer page (read only). */
const CustomerFavouritesWidget = ({ data: customer }: DetailWidgetProps<{ id: string }>) => {
  const { t, i18n } = useTranslation()
  const { data, isError, fetchNextPage, hasNextPage } = useInfiniteQuery({
    queryKey: ["dreamshade", "customer-favourites", customer.id],
    queryFn: ({ pageParam }) =>
      sdk.client.fetch<FavouritesPage>(`/admin/customers/${encodeURIComponent(customer.id)}/favourites`, {
        query: { limit: PAGE_SIZE, offset: pageParam },
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.favourites.length, 0)
      return shown < last.count ? shown : undefined
    },
  })
  const favourites = data?.pages.flatMap((page) => page.favourites) ?? []
  const count = data?.pages.at(-1)?.count ?? 0

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">{t("dreamshade.favourites.title")}</Heading>
        <Badge color="grey">{count}</Badge>
      </div>
      <div className="flex flex-col gap-y-3 px-6 py-4">
        {isError ? (
          <Text size="small">{t("dreamshade.favourites.loadFailed")}</Text>
        ) : favourites.length === 0 ? (
          <Text size="small">{t("dreamshade.favourites.empty")}</Text>
        ) : (
          <ul className="flex flex-col gap-y-3">
            {favourites.map((favourite) => (
              <li key={favourite.id} className="flex items-center gap-x-3">
                {favourite.product?.thumbnail ? (
                  <img src={favourite.product.thumbnail} alt="" className="h-10 w-10 rounded object-cover" />
                ) : (
                  <div className="h-10 w-10 rounded bg-ui-bg-subtle" />
                )}
                <div className="flex flex-col">
                  {favourite.product ? (
                    <a href={`/app/products/${favourite.product.id}`} className="text-ui-fg-interactive txt-small">
                      {favourite.product.title}
                    </a>
                  ) : (
                    <Text size="small">{t("dreamshade.favourites.deleted")}</Text>
                  )}
                  <Text size="xsmall" className="text-ui-fg-subtle">
                    {t("dreamshade.favourites.addedOn")} {new Date(favourite.created_at).toLocaleDateString(i18n.language)}
                    {favourite.product && favourite.product.status !== "published" ? ` · ${t("dreamshade.favourites.notPublished")}` : ""}
                  </Text>
                </div>
              </li>
            ))}
          </ul>
        )}
        {!isError && hasNextPage && (
          <div>
            <Button size="small" variant="secondary" onClick={() => fetchNextPage()}>
              {t("dreamshade.favourites.more")}
            </Button>
          </div>
        )}
      </div>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "customer.details.after" })

export default CustomerFavouritesWidget
