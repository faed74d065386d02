import { preferFrenchUnlessChosen } from "../lib/staff-language"
import en from "./json/en.json"
import fr from "./json/fr.json"

// The dashboard imports this file before it starts its i18next: the staff default is set here,
// once for the whole admin (Medusa's pages, our pages and every plugin's widgets).
if (typeof window !== "undefined") {
  try {
    preferFrenchUnlessChosen({ cookie: document.cookie, storage: window.localStorage })
  } catch {
    // Storage refused (a locked-down browser): the dashboard's own default stays.
  }
}

/**
 * Texts of the backend's own admin extensions, merged by the dashboard into its i18next
 * (`useTranslation()`, keys under `dreamshade.`); the sidebar label is one of them.
 */
export default {
  en: { translation: en },
  fr: { translation: fr },
}
