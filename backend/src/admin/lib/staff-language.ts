/** Where the dashboard's i18next keeps a staff member's language: a cookie and a storage entry, both `lng`. */
export const LANGUAGE_KEY = "lng"

type Browser = { cookie: string; storage: Pick<Storage, "getItem" | "setItem"> }

/**
 * French for a staff member who has not chosen a language yet. The dashboard falls back to
 * English; run before its i18next starts, this makes its detector find French instead, and the
 * profile's language switch still overrides it (its choice lands in the same cookie and entry).
 */
export function preferFrenchUnlessChosen({ cookie, storage }: Browser): void {
  const chosen = new RegExp(`(?:^|;\\s*)${LANGUAGE_KEY}=[^;]`).test(cookie) || Boolean(storage.getItem(LANGUAGE_KEY))
  if (!chosen) storage.setItem(LANGUAGE_KEY, "fr")
}
