// Apart from the favourites' schema: the list page draws its links without loading Zod (decision 029).

/** The list page to go back to: page 1 needs no parameter. */
export function favouritesListPath(page: number | undefined): string {
  return page && page > 1 ? `/my-favourites?page=${page}` : "/my-favourites";
}
