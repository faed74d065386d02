/** Shop page size: 10 products unless asked, at most 50. */
export const DEFAULT_LIMIT = 10
export const MAX_LIMIT = 50
/** Longer text is not a product search. */
export const MAX_QUERY_LENGTH = 100

/**
 * The answer has one fixed shape (the shop cards), so no `fields` are chosen by the caller:
 * the validator middleware gets an empty field configuration.
 */
export const catalogueSearchQueryConfig = {}
