/** A price list as the deals read it. */
export type PriceListRow = {
  id: string
  title: string
  starts_at: string | Date | null
  ends_at: string | Date | null
  rules_count?: number | null
  prices?: { price_set_id: string; currency_code: string }[] | null
}

const time = (value: string | Date | null) => (value === null ? null : new Date(value).getTime())

/**
 * The deal the home page shows: among active sale price lists open to every shopper (no
 * customer-group rules) that have started, have not ended and price something in `currencyCode`,
 * the one that ends first (a list with no end comes last).
 */
export function pickCurrentDeal(lists: PriceListRow[], currencyCode: string, now: Date): PriceListRow | null {
  const instant = now.getTime()
  const running = lists.filter((list) => {
    const starts = time(list.starts_at)
    const ends = time(list.ends_at)
    return (
      !list.rules_count &&
      (starts === null || starts <= instant) &&
      (ends === null || ends > instant) &&
      (list.prices ?? []).some((price) => price.currency_code === currencyCode)
    )
  })
  running.sort((a, b) => (time(a.ends_at) ?? Infinity) - (time(b.ends_at) ?? Infinity))
  return running[0] ?? null
}

/** The price sets a deal lowers in the given currency. */
export function dealPriceSetIds(deal: PriceListRow, currencyCode: string): string[] {
  const ids = (deal.prices ?? [])
    .filter((price) => price.currency_code === currencyCode)
    .map((price) => price.price_set_id)
  return [...new Set(ids)]
}
