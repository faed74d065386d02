import zlib from "node:zlib"

/**
 * The text a PDF shows, read back for tests: inflates each content stream and decodes the
 * strings of its `Tj`/`TJ` operators (hex or literal; WinAnsi read as Latin-1, enough for the
 * shop's two languages). It proves which words and amounts are printed, not where.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1")
  const texts: string[] = []
  const streamPattern = /<<([\s\S]*?)>>\s*stream\r?\n/g
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    const start = match.index + match[0].length
    const end = source.indexOf("endstream", start)
    const raw = pdf.subarray(start, end)
    let content: string
    try {
      content = (match[1].includes("/FlateDecode") ? zlib.inflateSync(raw) : raw).toString("latin1")
    } catch {
      continue // not a content stream we can read (fonts, images)
    }
    for (const operator of content.matchAll(/(\[(?:[^\]\\]|\\.)*\]|<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\))\s*T[jJ]/g)) {
      texts.push(decodeStrings(operator[1]))
    }
  }
  return texts.join("\n")
}

function decodeStrings(operand: string): string {
  let text = ""
  for (const part of operand.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:[^)\\]|\\.)*)\)/g)) {
    if (part[1] !== undefined) text += Buffer.from(part[1].replace(/\s/g, ""), "hex").toString("latin1")
    else text += part[2].replace(/\\([()\\])/g, "$1")
  }
  return text
}
