import { gzipSync } from "node:zlib"

export type JsWeight = {
  url: string
  status: number
  /** External scripts and module preloads, each gzipped (level 6, as servers compress). */
  files: { path: string; bytes: number; gzipBytes: number }[]
  gzipBytes: number
  /** Inline `<script>` text in the HTML (hydration data, translations), gzipped together. */
  inlineGzipBytes: number
}

/**
 * The JavaScript a page makes the browser download: every `<script src>` and
 * `<link rel="modulepreload">` in its HTML, and every module path quoted in its inline scripts
 * (the storefront starts its modules from an inline script after the first paint,
 * docs/decisions/030), fetched and gzipped one by one.
 */
export async function measureJsWeight(pageUrl: string): Promise<JsWeight> {
  const response = await fetch(pageUrl, { redirect: "manual" })
  const html = await response.text()
  if (response.status !== 200) return { url: pageUrl, status: response.status, files: [], gzipBytes: 0, inlineGzipBytes: 0 }
  const sources = new Set<string>()
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attribute(tag, "src")
    if (src) sources.add(new URL(src, pageUrl).href)
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = attribute(tag, "href")
    if (href && attribute(tag, "rel")?.split(/\s+/).includes("modulepreload")) sources.add(new URL(href, pageUrl).href)
  }
  const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? "")
  for (const text of inlineScripts) {
    for (const [, path] of text.matchAll(/"(\/[^"\s]+\.js)"/g)) if (path) sources.add(new URL(path, pageUrl).href)
  }
  const files = await Promise.all(
    [...sources].map(async (source) => {
      const body = Buffer.from(await (await fetch(source)).arrayBuffer())
      return { path: new URL(source).pathname, bytes: body.length, gzipBytes: gzipSync(body, { level: 6 }).length }
    })
  )
  const inline = inlineScripts.join("\n")
  return {
    url: pageUrl,
    status: 200,
    files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    inlineGzipBytes: inline ? gzipSync(Buffer.from(inline), { level: 6 }).length : 0,
  }
}

function attribute(tag: string, name: string): string | undefined {
  return tag.match(new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))?.slice(2).find((v) => v !== undefined)
}
