import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { simpleParser } from "mailparser"
import { afterEach, describe, expect, it, vi } from "vitest"
import { readOutbox } from "../../../integration-tests/outbox"
import { startSmtpSimulator, type SmtpSimulator } from "../../../integration-tests/smtp-simulator"
import { MailNotificationService } from "./service"

const logger = { info: vi.fn() } as any
const options = { from: "DreamShade <no-reply@dreamshade.test>", shopName: "DreamShade" }
const link = "http://localhost:3000/account-activation/token-1"

describe("MailNotificationService", () => {
  let outbox: string | undefined
  let smtp: SmtpSimulator | undefined

  afterEach(async () => {
    if (outbox) fs.rmSync(outbox, { recursive: true, force: true })
    await smtp?.stop()
    outbox = smtp = undefined
  })

  it("writes each e-mail to the outbox as a complete message with text and HTML parts", async () => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), "mail-test-"))
    const service = new MailNotificationService({ logger }, { ...options, outboxDir: outbox, logLinks: true })

    await service.send({ to: "awa@example.cm", channel: "email", template: "account-activation", data: { locale: "en", first_name: "Awa", link } })
    await service.send({ to: "awa@example.cm", channel: "email", template: "password-changed", data: { first_name: "Awa" } })

    const [activation, changed] = await readOutbox(outbox)
    expect(activation).toMatchObject({ to: "awa@example.cm", template: "account-activation", subject: "Activate your DreamShade account" })
    expect(activation.links).toEqual([link])
    expect(activation.html).toContain(`href="${link}"`)
    expect(changed.subject).toBe("Votre mot de passe DreamShade a été modifié")
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining(`(link: ${link})`))
  })

  it("keeps single-use links out of the log on a server", async () => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), "mail-test-"))
    const service = new MailNotificationService({ logger }, { ...options, outboxDir: outbox })
    logger.info.mockClear()
    await service.send({ to: "awa@example.cm", channel: "email", template: "account-activation", data: { locale: "fr", first_name: "Awa", link } })
    expect(logger.info).toHaveBeenCalledTimes(1)
    expect(logger.info.mock.calls[0][0]).not.toContain("token-1")
  })

  it("gives a newsletter e-mail the RFC 8058 unsubscribe headers and keeps its links out of the log", async () => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), "mail-test-"))
    const service = new MailNotificationService({ logger }, { ...options, outboxDir: outbox })
    const oneClick = "http://localhost:9000/newsletter/unsubscribe?subscriber=nlsub_1&token=t1"
    logger.info.mockClear()

    await service.send({
      to: "awa@example.cm",
      channel: "email",
      template: "newsletter-confirmation",
      data: {
        locale: "en",
        link: "http://localhost:3000/newsletter/confirm/secret-token",
        unsubscribe_link: "http://localhost:3000/newsletter/unsubscribe?subscriber=nlsub_1&token=t1",
        list_unsubscribe_url: oneClick,
      },
    })

    const [email] = await readOutbox(outbox)
    expect(email.headers["list-unsubscribe"]).toBe(`<${oneClick}>`)
    expect(email.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click")
    expect(email.text).toContain("Unsubscribe here: http://localhost:3000/newsletter/unsubscribe?subscriber=nlsub_1&token=t1")
    expect(logger.info).toHaveBeenCalledTimes(1)
    expect(logger.info.mock.calls[0][0]).not.toContain("secret-token")
  })

  it("sends through SMTP, with the account in SMTP_URL, when a server is configured", async () => {
    smtp = await startSmtpSimulator()
    const service = new MailNotificationService({ logger }, { ...options, smtpUrl: smtp.url, outboxDir: "unused" })

    const result = await service.send({ to: "awa@example.cm", channel: "email", template: "password-reset", data: { link } })

    expect(smtp.messages).toHaveLength(1)
    expect(smtp.messages[0]).toMatchObject({ from: "no-reply@dreamshade.test", to: ["awa@example.cm"] })
    const mail = await simpleParser(smtp.messages[0].raw)
    expect(mail.subject).toBe("Réinitialisez votre mot de passe DreamShade")
    expect(mail.messageId).toBe(result.id)
    expect(mail.text).toContain(link)
  })

  it("fails loudly when the SMTP server refuses the account", async () => {
    smtp = await startSmtpSimulator()
    const wrong = smtp.url.replace("secret", "wrong")
    const service = new MailNotificationService({ logger }, { ...options, smtpUrl: wrong, outboxDir: "unused" })
    await expect(service.send({ to: "a@example.cm", channel: "email", template: "password-changed", data: {} })).rejects.toThrow(/Invalid/)
    expect(smtp.messages).toHaveLength(0)
  })

  it("sends nothing when the template's data is incomplete", async () => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), "mail-test-"))
    const service = new MailNotificationService({ logger }, { ...options, outboxDir: outbox })
    await expect(service.send({ to: "a@example.cm", channel: "email", template: "account-activation", data: {} })).rejects.toThrow(/link/)
    expect(await readOutbox(outbox)).toEqual([])
  })
})
