/** The shop queries the benchmark sends (paths under the backend, publishable key added). */
export type Scenario = {
  name: string
  description: string
  path: (i: number) => string
  /** Held to the search budget (p95 under 100 ms); the others are for comparison. */
  budgeted: boolean
}

const SEARCH = "/storefront/catalogue/search"
const CATEGORIES = ["skincare", "makeup", "haircare", "bath-body", "fragrance", "makeup-tools", "oral-care"]
const SORTS = ["price_asc", "price_desc", "best_selling", "newest"]
const WORDS = ["creme", "serum", "karite", "toothpaste", "huile", "shea", "savon", "mascara", "parfum", "brush"]

export const SCENARIOS: Scenario[] = [
  {
    name: "platform floor: GET /store/regions",
    description: "a small core store route (publishable key check, one query): what any store call costs here",
    path: () => "/store/regions?fields=id",
    budgeted: false,
  },
  {
    name: "filtered shop page, repeated",
    description: "category + price range + sort, the same URL every time (a popular shop page)",
    path: () => `${SEARCH}?category=skincare&min_price=2000&max_price=20000&sort=price_asc`,
    budgeted: true,
  },
  {
    name: "filtered shop pages, all different",
    description: "category + price range + sort + page, a new URL each time: no whole answer is reused (the facet-only query \"this category, any price\" is, as on a real shop)",
    path: (i) => {
      const min = 1000 + i
      return `${SEARCH}?category=${CATEGORIES[i % 7]}&min_price=${min}&max_price=${min + 4000 + (i % 10) * 1500}&sort=${SORTS[i % 4]}&page=${1 + (i % 3)}`
    },
    budgeted: true,
  },
  {
    name: "text searches, all different",
    description: "a word (French or English) + a minimum price, a new URL each time",
    path: (i) => `${SEARCH}?q=${WORDS[i % WORDS.length]}&min_price=${i}`,
    budgeted: true,
  },
]
