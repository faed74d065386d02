import fs from "node:fs"
import path from "node:path"
import { simpleParser } from "mailparser"

/** One e-mail from the outbox, parsed the way a mail client would read it. */
export interface OutboxEmail {
  file: string
  to: string
  subject: string
  template: string
  text: string
  html: string
  /** Every http(s) address in the plain-text part, in order. */
  links: string[]
  /** Raw header values by lower-cased name (folded lines joined), e.g. `list-unsubscribe`. */
  headers: Record<string, string>
}

export function outboxDir(): string {
  const dir = process.env.MAIL_OUTBOX_DIR
  if (!dir) throw new Error("MAIL_OUTBOX_DIR is not set (the test setup sets it)")
  return dir
}

/** All e-mails written so far, oldest first. */
export async function readOutbox(dir = outboxDir()): Promise<OutboxEmail[]> {
  if (!fs.existsSync(dir)) return []
  const files = fs.readdirSync(dir).filter((name) => name.endsWith(".eml")).sort()
  return Promise.all(files.map((name) => parseEmail(path.join(dir, name))))
}

/** The newest e-mail to `to` (and of `template`, when given); fails the test if there is none. */
export async function latestEmail(to: string, template?: string, dir = outboxDir()): Promise<OutboxEmail> {
  const matches = (await readOutbox(dir)).filter(
    (email) => email.to === to.toLowerCase() && (!template || email.template === template)
  )
  const email = matches.at(-1)
  if (!email) throw new Error(`No e-mail${template ? ` "${template}"` : ""} to ${to} in ${dir}`)
  return email
}

/**
 * The newest e-mail to `to` of `template`, waiting up to `timeoutMs` for it: e-mails are written by
 * subscribers just after the request that triggers them has answered.
 */
export async function waitForLatestEmail(to: string, template: string, dir = outboxDir(), timeoutMs = 15_000): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await latestEmail(to, template, dir)
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

async function parseEmail(file: string): Promise<OutboxEmail> {
  const mail = await simpleParser(fs.readFileSync(file))
  const recipients = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
  const text = mail.text ?? ""
  return {
    file,
    to: recipients.flatMap((group) => group.value.map((address) => address.address?.toLowerCase() ?? "")).join(","),
    subject: mail.subject ?? "",
    template: String(mail.headers.get("x-dreamshade-template") ?? ""),
    text,
    html: typeof mail.html === "string" ? mail.html : "",
    links: text.match(/https?:\/\/\S+/g) ?? [],
    headers: Object.fromEntries(
      mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(":") + 1).replace(/\r?\n/g, "").trim()])
    ),
  }
}
