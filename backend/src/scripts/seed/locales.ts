/** Base texts are French; English lives in the Translation module under this locale. */
export const BASE_LOCALE = "fr-FR"
export const ENGLISH_LOCALE = "en-US"
