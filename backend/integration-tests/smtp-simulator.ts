import { SMTPServer } from "smtp-server"
import { freePort } from "./free-port"

/** A local SMTP server that accepts one account and keeps every message it receives, raw. */
export interface SmtpSimulator {
  url: string
  messages: { from: string; to: string[]; raw: Buffer }[]
  stop(): Promise<void>
}

export async function startSmtpSimulator(user = "shop", pass = "secret"): Promise<SmtpSimulator> {
  const messages: SmtpSimulator["messages"] = []
  const server = new SMTPServer({
    authOptional: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) return callback(null, { user })
      callback(new Error("Invalid username or password"))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks),
        })
        callback()
      })
    },
  })
  const port = await freePort()
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => resolve())
  })
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    messages,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
