import { RATING_VALUES } from "@dreamshade/contracts"

/** The longest staff answer. */
export const ANSWER_MAX_LENGTH = 2000

/** What may be shown of an author: the first name and the last name's initial, nothing else. */
export function authorNameParts(firstName: string | null | undefined, lastName: string | null | undefined) {
  const first = (firstName ?? "").trim().split(/\s+/)[0] ?? ""
  const initial = Array.from((lastName ?? "").trim())[0] ?? ""
  return { author_first_name: first.slice(0, 50), author_last_initial: initial.toLocaleUpperCase("fr") }
}

/** "Aïcha N." ; "Aïcha" without a last name. */
export function authorDisplayName(review: { author_first_name: string; author_last_initial: string }) {
  return review.author_last_initial ? `${review.author_first_name} ${review.author_last_initial}.` : review.author_first_name
}

export type RatingDistribution = Record<"1" | "2" | "3" | "4" | "5", number>

export type RatingTotals = {
  average: number | null
  count: number
  stars_1: number
  stars_2: number
  stars_3: number
  stars_4: number
  stars_5: number
}

/** Average (one decimal kept exact to two) and per-star counts of the given ratings. */
export function ratingTotals(ratings: number[]): RatingTotals {
  const stars = [0, 0, 0, 0, 0]
  let sum = 0
  for (const rating of ratings) {
    stars[rating - 1] += 1
    sum += rating
  }
  const count = ratings.length
  return {
    average: count ? Math.round((sum / count) * 100) / 100 : null,
    count,
    stars_1: stars[0],
    stars_2: stars[1],
    stars_3: stars[2],
    stars_4: stars[3],
    stars_5: stars[4],
  }
}

/** The API's summary of a product's rating (the stored totals, or none yet). */
export function ratingSummary(totals: Partial<RatingTotals> | null | undefined) {
  const count = totals?.count ?? 0
  const distribution = Object.fromEntries(
    RATING_VALUES.map((value) => [String(value), Number(totals?.[`stars_${value}` as const] ?? 0)])
  ) as RatingDistribution
  return { average: count ? Number(totals?.average ?? 0) : null, count, distribution }
}
