import en from "./json/en.json"
import fr from "./json/fr.json"

/** Texts of the plugin's admin extensions; the admin picks the staff member's language. */
export default {
  en: { translation: en },
  fr: { translation: fr },
}
