import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import path from "node:path"
import { describe, expect, it } from "vitest"

const ROOT = path.resolve(__dirname, "..")
const DEV_SESSION_SECRET = "dreamshade-dev-session-secret-change-me"

/** Runs a production server until it exits or prints `ready`; answers its exit code and output. */
function runUntil(command: string[], cwd: string, env: Record<string, string>, ready: RegExp, timeoutMs = 60_000) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, command, {
      cwd,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    })
    let output = ""
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`no answer in ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      if (ready.test(output)) child.kill("SIGTERM")
    }
    child.stdout.on("data", collect)
    child.stderr.on("data", collect)
    child.on("exit", (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

/** Production with a committed secret stops, naming it; with generated secrets it starts. */
describe("production configuration", () => {
  const storefront = (env: Record<string, string>) =>
    runUntil(["server.js"], path.join(ROOT, "storefront"), { NODE_ENV: "production", PORT: "0", ...env }, /\[storefront\] http/)

  it("the storefront refuses the repository's session secret and an http address, and starts with its own", async () => {
    const committed = await storefront({ SESSION_SECRET: DEV_SESSION_SECRET, PUBLIC_STOREFRONT_URL: "https://shop.example.cm" })
    expect(committed.code).not.toBe(0)
    expect(committed.output).toMatch(/SESSION_SECRET must be set to a private value in production/)

    const secret = randomBytes(32).toString("hex")
    const http = await storefront({ SESSION_SECRET: secret, PUBLIC_STOREFRONT_URL: "http://shop.example.cm" })
    expect(http.output).toMatch(/PUBLIC_STOREFRONT_URL must be an https:\/\/ address/)

    const generated = await storefront({ SESSION_SECRET: secret, PUBLIC_STOREFRONT_URL: "https://shop.example.cm" })
    expect(generated.output).toMatch(/\[storefront\] http:\/\/localhost:\d+/)
  })

  it("the backend refuses the repository's secrets, naming each", async () => {
    const medusa = path.join(ROOT, "node_modules", "@medusajs", "cli", "cli.js")
    const backend = await runUntil([medusa, "start"], path.join(ROOT, "backend", ".medusa", "server"), {
      NODE_ENV: "production",
      JWT_SECRET: "dreamshade-dev-jwt-secret",
      COOKIE_SECRET: randomBytes(32).toString("hex"),
      ALTCHA_HMAC_KEY: randomBytes(32).toString("hex"),
      STOREFRONT_URL: "https://shop.example.cm",
      MEDUSA_BACKEND_URL: "https://api.example.cm",
      DATABASE_URL: "postgres://nobody@127.0.0.1:9/none",
    }, /Server is ready/)
    expect(backend.code).not.toBe(0)
    expect(backend.output).toMatch(/JWT_SECRET is unset or the development value/)
    expect(backend.output).not.toMatch(/COOKIE_SECRET is unset/)
  })
})
