/**
 * One CSV field: quoted when needed, and a leading =, +, -, @, tab or carriage return defused with
 * an apostrophe so a spreadsheet never runs an address as a formula.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return ""
  let text = value instanceof Date ? value.toISOString() : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(values: unknown[]): string {
  return values.map(csvField).join(",")
}

export const SUBSCRIBER_CSV_COLUMNS = [
  "email",
  "status",
  "locale",
  "requested_at",
  "confirmed_at",
  "consent_ip",
  "consent_locale",
  "consent_wording",
  "unsubscribed_at",
] as const

/** The staff export: a header line, one line per subscriber, CRLF as RFC 4180 says. */
export function subscribersCsv(subscribers: Record<string, unknown>[]): string {
  const lines = [csvLine([...SUBSCRIBER_CSV_COLUMNS]), ...subscribers.map((row) => csvLine(SUBSCRIBER_CSV_COLUMNS.map((column) => row[column])))]
  return `${lines.join("\r\n")}\r\n`
}
