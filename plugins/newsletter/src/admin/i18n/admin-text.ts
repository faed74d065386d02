import en from "./json/en.json"
import fr from "./json/fr.json"

const TEXTS = { en, fr }
type AdminLanguage = keyof typeof TEXTS

/**
 * The staff member's admin language, found as the dashboard finds it (cookie `lng`, then
 * localStorage `lng`, then the browser), English by default like the dashboard.
 */
export function adminLanguage(): AdminLanguage {
  const cookie = document.cookie.match(/(?:^|;\s*)lng=([^;]+)/)?.[1]
  const chosen = cookie ? decodeURIComponent(cookie) : (localStorage.getItem("lng") ?? navigator.language)
  return chosen?.toLowerCase().startsWith("fr") ? "fr" : "en"
}

/**
 * The page's texts. Not react-i18next's `useTranslation`: in this workspace the plugin resolves
 * another copy of react-i18next than the dashboard's (the storefront's, hoisted), which has no
 * i18next instance and shows the keys. The menu label still goes through the dashboard
 * (`translationNs`, resources in ./index.ts).
 */
export function adminText(language: AdminLanguage) {
  return (key: string, values: Record<string, string | number> = {}): string => {
    const found = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], TEXTS[language])
    const text = typeof found === "string" ? found : key
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""))
  }
}
