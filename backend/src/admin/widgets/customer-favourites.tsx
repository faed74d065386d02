import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Heading, Text } from "@medusajs/ui"
import { useEffect, useState } from "react"

type StaffFavourite = {
  id: string
  created_at: string
  product_id: string
  product: { id: string; title: string; handle: string; thumbnail: string | null; status: string } | null
}

const PAGE_SIZE = 10

const TEXTS = {
  fr: {
    title: "Favoris",
    empty: "Aucun favori.",
    loadFailed: "Les favoris n'ont pas pu être chargés.",
    deleted: "Produit supprimé",
    notPublished: "Non publié",
    addedOn: "Ajouté le",
    more: "Afficher plus",
  },
  en: {
    title: "Favourites",
    empty: "No favourites.",
    loadFailed: "The favourites could not be loaded.",
    deleted: "Deleted product",
    notPublished: "Not published",
    addedOn: "Added on",
    more: "Show more",
  },
}

/** The admin's own language choice (its i18next keeps it under `lng`); French otherwise. */
function adminLanguage(): "fr" | "en" {
  const stored = typeof localStorage === "undefined" ? null : localStorage.getItem("lng")
  return stored?.startsWith("en") ? "en" : "fr"
}

/** The customer's favourite products, newest first, on the Admin's customer page (read only). */
const CustomerFavouritesWidget = ({ data: customer }: DetailWidgetProps<{ id: string }>) => {
  const language = adminLanguage()
  const t = TEXTS[language]
  const [favourites, setFavourites] = useState<StaffFavourite[]>([])
  const [count, setCount] = useState(0)
  const [failed, setFailed] = useState(false)

  const load = (offset: number) =>
    fetch(`/admin/customers/${customer.id}/favourites?limit=${PAGE_SIZE}&offset=${offset}`, { credentials: "include" })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((body: { favourites: StaffFavourite[]; count: number }) => {
        setFavourites((shown) => (offset === 0 ? body.favourites : [...shown, ...body.favourites]))
        setCount(body.count)
      })
      .catch(() => setFailed(true))

  // Loaded again only for another customer.
  useEffect(() => {
    load(0)
  }, [customer.id])

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">{t.title}</Heading>
        <Badge color="grey">{count}</Badge>
      </div>
      <div className="flex flex-col gap-y-3 px-6 py-4">
        {failed ? (
          <Text size="small">{t.loadFailed}</Text>
        ) : favourites.length === 0 ? (
          <Text size="small">{t.empty}</Text>
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
                    <Text size="small">{t.deleted}</Text>
                  )}
                  <Text size="xsmall" className="text-ui-fg-subtle">
                    {t.addedOn} {new Date(favourite.created_at).toLocaleDateString(language)}
                    {favourite.product && favourite.product.status !== "published" ? ` · ${t.notPublished}` : ""}
                  </Text>
                </div>
              </li>
            ))}
          </ul>
        )}
        {!failed && favourites.length < count && (
          <div>
            <Button size="small" variant="secondary" onClick={() => load(favourites.length)}>
              {t.more}
            </Button>
          </div>
        )}
      </div>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "customer.details.after" })

export default CustomerFavouritesWidget
