/** What a template says; the layout turns it into a subject, a plain-text part and an HTML part. */
export interface EmailContent {
  subject: string
  greeting: string
  paragraphs: string[]
  /** A block of someone's own text (a contact message), shown verbatim with its line breaks. */
  quote?: string
  action?: { label: string; url: string }
  /** Said after the button, e.g. how long a link stays valid. */
  afterAction?: string[]
  signature: string
}

export interface RenderedEmail {
  subject: string
  text: string
  html: string
  /** The button's address, if any: the outbox logs it so a developer can follow it. */
  actionUrl?: string
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export function layoutEmail(content: EmailContent, shopName: string): RenderedEmail {
  return {
    subject: content.subject,
    text: plainText(content, shopName),
    html: html(content, shopName),
    actionUrl: content.action?.url,
  }
}

function plainText(content: EmailContent, shopName: string): string {
  const blocks = [content.greeting, ...content.paragraphs]
  if (content.quote) blocks.push(`-----\n${content.quote}\n-----`)
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`)
  blocks.push(...(content.afterAction ?? []), `${content.signature}\n${shopName}`)
  return `${blocks.join("\n\n")}\n`
}

function html(content: EmailContent, shopName: string): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" ` +
      `style="background:#7a2e4d;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">` +
      `${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : ""
  return [
    "<!doctype html>",
    `<html><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;background:#fbf7f4;font-family:Arial,Helvetica,sans-serif;color:#2b2024">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff">',
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#7a2e4d">${escapeHtml(shopName)}</p>`,
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    content.quote
      ? `<div style="margin:0 0 16px;padding:12px 16px;border-left:3px solid #d9c7bd;white-space:pre-wrap">${escapeHtml(content.quote)}</div>`
      : "",
    button,
    ...(content.afterAction ?? []).map(paragraph),
    `<p style="margin:24px 0 0">${escapeHtml(content.signature)}<br>${escapeHtml(shopName)}</p>`,
    "</div></body></html>",
  ].join("\n")
}
