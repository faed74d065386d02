import { useCallback } from "react"
import en from "../i18n/json/en.json"
import fr from "../i18n/json/fr.json"

type Dictionary = { [key: string]: string | Dictionary }
const DICTIONARIES: Record<"fr" | "en", Dictionary> = { fr, en }

/**
 * The staff member's admin language, as the admin stores it. The admin bundles its own copy of
 * react-i18next, which a plugin's `useTranslation` does not reach (it warns NO_I18NEXT_INSTANCE
 * and shows keys), so the page reads its texts itself; the sidebar label still goes through the
 * admin's i18n (`translationNs`).
 */
export function adminLanguage(): "fr" | "en" {
  const stored = typeof localStorage === "undefined" ? null : localStorage.getItem("lng")
  return stored?.startsWith("en") ? "en" : "fr"
}

/** `reviews.hide` → the text, with `{{name}}` replaced; the key itself when missing. */
export function translate(dictionary: Dictionary, key: string, values: Record<string, string | number> = {}): string {
  let node: string | Dictionary | undefined = dictionary
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined
  if (typeof node !== "string") return key
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""))
}

/** `t` keeps its identity while the language does, so effects may depend on it. */
export function useAdminText() {
  const language = adminLanguage()
  const t = useCallback(
    (key: string, values?: Record<string, string | number>) => translate(DICTIONARIES[language], key, values),
    [language]
  )
  return { t, language }
}
