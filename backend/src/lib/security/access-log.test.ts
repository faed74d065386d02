import type { Server } from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import { asValue } from "@medusajs/framework/awilix"
import { configManager } from "@medusajs/framework/config"
import { expressLoader } from "@medusajs/framework/http"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, createMedusaContainer } from "@medusajs/framework/utils"
import express from "express"
import { afterEach, describe, expect, it, vi } from "vitest"
import { installAccessLogRedaction } from "./access-log"

const SECRET_LINKS = [
  "/store/newsletter/confirmation?token=nl-confirm-secret",
  "/newsletter/unsubscribe?subscriber=nlsub_1&token=nl-unsubscribe-secret",
  "/store/newsletter/unsubscribe?token=nl-page-secret&subscriber=nlsub_1",
]
const REFERRER = "http://localhost:3000/newsletter/confirm/nl-referrer-secret"

/**
 * Medusa's own HTTP layer (its express loader, with its morgan log in the format NODE_ENV picks)
 * on a port of its own; answers every log line written while `requests` ran.
 */
async function accessLog(nodeEnv: "production" | "development", requests: (base: string) => Promise<void>): Promise<string[]> {
  vi.stubEnv("NODE_ENV", nodeEnv)
  const lines: string[] = []
  // Production writes JSON lines to stdout; development hands a line to the logger's `http`.
  const stdout = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk))
    return true
  })
  const logger = { shouldLog: () => true, http: (line: string) => lines.push(line), info() {}, warn() {}, error() {}, debug() {} }
  configManager.loadConfig({
    projectConfig: { projectConfig: { databaseUrl: "postgres://unused", http: { jwtSecret: "j".repeat(32), cookieSecret: "c".repeat(32) } } },
    baseDir: os.tmpdir(),
  } as Parameters<typeof configManager.loadConfig>[0])
  const container = createMedusaContainer()
  container.register(ContainerRegistrationKeys.LOGGER, asValue(logger as unknown as Logger))
  const app = express()
  await expressLoader({ app, container } as Parameters<typeof expressLoader>[0])
  app.use((_req, res) => res.send("ok"))
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening))
  })
  try {
    await requests(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    // Morgan writes once the answer has gone out.
    await vi.waitFor(() => expect(lines.filter((line) => line.includes("/newsletter/")).length).toBeGreaterThanOrEqual(SECRET_LINKS.length))
  } finally {
    stdout.mockRestore()
    await new Promise((resolve) => server.close(resolve))
  }
  return lines
}

const askEachLink = async (base: string) => {
  for (const link of SECRET_LINKS) await (await fetch(`${base}${link}`, { headers: { referer: REFERRER } })).text()
}

describe("the backend's access log (Medusa's HTTP log)", () => {
  afterEach(() => vi.unstubAllEnvs())

  it("keeps the newsletter links' tokens and the Referer's token out of the production JSON log", async () => {
    installAccessLogRedaction()
    const lines = await accessLog("production", askEachLink)
    const entries = lines.filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as { path: string; referrer: string })
    expect(entries.map((entry) => entry.path)).toEqual([
      "/store/newsletter/confirmation?token=[redacted]",
      "/newsletter/unsubscribe?subscriber=nlsub_1&token=[redacted]",
      "/store/newsletter/unsubscribe?token=[redacted]&subscriber=nlsub_1",
    ])
    expect(entries[0]?.referrer).toBe("http://localhost:3000/newsletter/confirm/[redacted]")
    expect(lines.join("")).not.toMatch(/secret/)
  })

  it("does the same in the development log line", async () => {
    installAccessLogRedaction()
    const lines = await accessLog("development", askEachLink)
    expect(lines).toContainEqual(expect.stringContaining("GET /newsletter/unsubscribe?subscriber=nlsub_1&token=[redacted] ← http://localhost:3000/newsletter/confirm/[redacted]"))
    expect(lines.join("")).not.toMatch(/secret/)
  })
})
