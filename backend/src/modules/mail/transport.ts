import fs from "node:fs/promises"
import path from "node:path"
import nodemailer, { type SendMailOptions } from "nodemailer"

/** Where e-mails go: a real SMTP server, or `.eml` files in a folder for development and tests. */
export interface MailTransport {
  send(message: SendMailOptions): Promise<{ messageId: string; file?: string }>
  close(): void
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl)
  return {
    async send(message) {
      const info = await transporter.sendMail(message)
      return { messageId: info.messageId }
    },
    close: () => transporter.close(),
  }
}

/** Builds the exact MIME message an SMTP server would receive and keeps it as a file. */
export function outboxTransport(outboxDir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" })
  let sequence = 0
  return {
    async send(message) {
      const info = await transporter.sendMail(message)
      await fs.mkdir(outboxDir, { recursive: true })
      // Time first, so the folder lists oldest to newest; the sequence keeps same-millisecond mails apart.
      const stamp = new Date().toISOString().replace(/[:.]/g, "-")
      const file = path.join(outboxDir, `${stamp}-${String(++sequence).padStart(4, "0")}-${process.pid}.eml`)
      await fs.writeFile(file, info.message as Buffer)
      return { messageId: info.messageId, file }
    },
    close: () => transporter.close(),
  }
}
