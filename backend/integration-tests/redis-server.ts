import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { freePort } from "./free-port"

export type TestRedis = { url: string }

/**
 * A Redis for tests about Redis: TEST_REDIS_URL when given, else a private `redis-server`
 * (Debian: `apt-get install redis-server`) on a free port, keeping nothing on disk. The private
 * server lives until the test process exits: Medusa's Redis clients outlive the test runner's
 * cleanup and would log reconnection errors if it stopped earlier.
 */
export async function startTestRedis(): Promise<TestRedis> {
  if (process.env.TEST_REDIS_URL) {
    return { url: process.env.TEST_REDIS_URL }
  }
  if (spawnSync("redis-server", ["--version"]).error) {
    throw new Error("The Redis tests need redis-server on the PATH (apt-get install redis-server) or TEST_REDIS_URL.")
  }
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dreamshade-test-redis-"))
  // A small shell keeps the server and stops it when our end of its stdin closes, which happens
  // however this process ends (even killed by the test runner, when exit handlers never run); the
  // shell then removes the server's folder too.
  const command = `redis-server --port ${port} --bind 127.0.0.1 --save '' --appendonly no --dir "$0" & pid=$!; cat >/dev/null; kill -9 $pid; rm -rf "$0"`
  const server = spawn("sh", ["-c", command, dir], { stdio: ["pipe", "ignore", "ignore"] })
  process.once("exit", () => {
    server.stdin?.end()
    fs.rmSync(dir, { recursive: true, force: true })
  })
  await waitForPort(port)
  return { url: `redis://127.0.0.1:${port}` }
}


async function waitForPort(port: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1")
      socket.once("connect", () => (socket.end(), resolve(true)))
      socket.once("error", () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`redis-server did not open port ${port}`)
}
