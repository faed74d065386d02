import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import net from "node:net"
import path from "node:path"
import { describe, expect, inject, it } from "vitest"

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

/** Whether a TCP connection to host:port is accepted. */
function reachable(host: string, port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host)
    socket.once("connect", () => {
      socket.destroy()
      resolve(true)
    })
    socket.once("error", () => resolve(false))
  })
}

/**
 * Where a server accepts connections: on Linux every 127.x address reaches a server listening on
 * every interface, while one listening on 127.0.0.1 answers there only.
 */
const listensOn = async (port: number) => ({ "127.0.0.1": await reachable("127.0.0.1", port), "127.0.0.2": await reachable("127.0.0.2", port) })

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

  it("the storefront's server listens on 127.0.0.1 only, or on HOST when it is set", async () => {
    const env = { NODE_ENV: "production", SESSION_SECRET: randomBytes(32).toString("hex"), PUBLIC_STOREFRONT_URL: "https://shop.example.cm" }
    const where = async (extra: Record<string, string>) => {
      // A port free right now, given to the server (its log line may not show the one it took).
      const free = net.createServer().listen(0, "127.0.0.1")
      await new Promise((resolve) => free.once("listening", resolve))
      const port = (free.address() as net.AddressInfo).port
      await new Promise((resolve) => free.close(resolve))
      const child = spawn(process.execPath, ["server.js"], {
        cwd: path.join(ROOT, "storefront"),
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env, PORT: String(port), ...extra },
      })
      try {
        let output = ""
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no answer in 60 s:\n${output}`)), 60_000)
          const collect = (chunk: Buffer) => {
            output += chunk.toString()
            if (/\[storefront\] http/.test(output)) {
              clearTimeout(timer)
              resolve()
            }
          }
          child.stdout.on("data", collect)
          child.stderr.on("data", collect)
          child.once("exit", () => reject(new Error(`stopped:\n${output}`)))
        })
        return await listensOn(port)
      } finally {
        child.kill("SIGKILL")
      }
    }
    expect(await where({})).toEqual({ "127.0.0.1": true, "127.0.0.2": false })
    expect(await where({ HOST: "127.0.0.2" })).toEqual({ "127.0.0.1": false, "127.0.0.2": true })
  })

  it("npm start's backend, storefront and payment simulators listen on 127.0.0.1 only", async () => {
    for (const url of [inject("backendUrl"), inject("storefrontUrl"), inject("simulatorsUrl")]) {
      expect(await listensOn(Number(new URL(url).port)), url).toEqual({ "127.0.0.1": true, "127.0.0.2": false })
    }
  })
})
