import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

/**
 * Every admin extension the shop loads (this app's and each plugin's) reads and writes through
 * its package's JS SDK client and TanStack Query, and words everything through the dashboard's
 * i18n, with each text in French and English (docs/decisions/037-admin-extensions.md).
 */
const ROOT = path.resolve(__dirname, "../../..")
const ADMIN_FOLDERS = [
  "backend/src/admin",
  ...readdirSync(path.join(ROOT, "plugins")).map((plugin) => `plugins/${plugin}/src/admin`),
].filter((folder) => existsSync(path.join(ROOT, folder)))

const sourcesOf = (folder: string): { file: string; text: string }[] =>
  readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .map((file) => ({ file: `${folder}/${file}`, text: readFileSync(path.join(ROOT, folder, file), "utf8") }))

type Texts = { [key: string]: string | Texts }
const textsOf = (folder: string, language: "fr" | "en"): Texts =>
  JSON.parse(readFileSync(path.join(ROOT, folder, "i18n/json", `${language}.json`), "utf8"))

const keysOf = (node: Texts, prefix = ""): string[] =>
  Object.entries(node).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)))

const lookUp = (texts: Texts, key: string): string | Texts | undefined =>
  key.split(".").reduce<string | Texts | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), texts)

/** `t("a.b")`, `t(\`a.b.${x}\`)` (its fixed part, `a.b.`) and route labels (`label: "a.b"`). */
function keysUsedIn(text: string): { exact: string[]; prefixes: string[] } {
  const exact = [...text.matchAll(/\bt\(\s*"([\w.]+)"/g), ...text.matchAll(/\blabel:\s*"([\w.]+)"/g)].map((match) => match[1] as string)
  const prefixes = [...text.matchAll(/\bt\(\s*`([\w.]+)\$\{/g)].map((match) => match[1] as string)
  return { exact, prefixes }
}

describe("admin extensions", () => {
  it("are found: the app's own and five plugins'", () => {
    expect(ADMIN_FOLDERS).toContain("backend/src/admin")
    expect(ADMIN_FOLDERS.filter((folder) => folder.startsWith("plugins/")).length).toBeGreaterThanOrEqual(5)
  })

  it.each(ADMIN_FOLDERS)("%s reads and writes through its own SDK client, never a hand-rolled fetch or language lookup", (folder) => {
    const sources = sourcesOf(folder)
    expect(sources.map(({ file }) => file)).toContain(`${folder}/lib/sdk.ts`)
    for (const { file, text } of sources) {
      expect({ file, fetch: /(^|[^.\w])fetch\(/m.test(text) }).toEqual({ file, fetch: false })
      expect({ file, useEffect: /\buseEffect\(/.test(text) && !file.endsWith("staff-login-captcha.tsx") }).toEqual({ file, useEffect: false })
      expect({ file, language: /adminLanguage|localStorage/.test(text) && !file.endsWith("lib/staff-language.ts") && !file.endsWith("i18n/index.ts") }).toEqual({
        file,
        language: false,
      })
      if (/\bsdk\./.test(text) && !file.endsWith("lib/sdk.ts")) expect({ file, sdk: /from "(\.\.?\/)+(lib\/)?sdk"/.test(text) }).toEqual({ file, sdk: true })
    }
  })

  it.each(ADMIN_FOLDERS)("%s has every text it shows in French and in English", (folder) => {
    const fr = textsOf(folder, "fr")
    const en = textsOf(folder, "en")
    expect(keysOf(en).sort()).toEqual(keysOf(fr).sort())
    const missing: string[] = []
    for (const { file, text } of sourcesOf(folder)) {
      const { exact, prefixes } = keysUsedIn(text)
      if (/\bt\(/.test(text)) expect({ file, i18n: text.includes('from "react-i18next"') }).toEqual({ file, i18n: true })
      for (const key of exact) if (typeof lookUp(fr, key) !== "string") missing.push(`${file}: ${key}`)
      for (const prefix of prefixes) if (typeof lookUp(fr, prefix.replace(/\.$/, "")) !== "object") missing.push(`${file}: ${prefix}*`)
    }
    expect(missing).toEqual([])
  })
})
