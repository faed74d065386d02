// Its own module: the report and the sections rendered apart (payments, pages, purchase,
// Lighthouse) all use it, and none of them needs the others.

/**
 * A section measured alone (its heading starts with `headingStart`) put in place of the previous
 * one, or before the JavaScript section; the rest of the report is kept.
 */
export function replaceSection(report: string, headingStart: string, section: string[]): string {
  const text = `${section.join("\n").trimEnd()}\n\n`
  const start = report.indexOf(headingStart)
  if (start >= 0) {
    const end = report.indexOf("\n## ", start + 1)
    return report.slice(0, start) + text + (end < 0 ? "" : report.slice(end + 1))
  }
  const before = report.indexOf("## JavaScript shipped")
  return before < 0 ? `${report.trimEnd()}\n\n${text}` : report.slice(0, before) + text + report.slice(before)
}
