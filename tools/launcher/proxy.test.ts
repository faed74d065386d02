import http from "node:http"
import net, { type AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { startProxy, type RunningProxy } from "./proxy.js"

type Upstream = { name: string; url: string; server: http.Server }

/** A server that answers its name, the method, path and body it was given. */
async function upstream(name: string, handler?: http.RequestListener): Promise<Upstream> {
  const server = http.createServer(
    handler ??
      ((req, res) => {
        const chunks: Buffer[] = []
        req.on("data", (chunk: Buffer) => chunks.push(chunk))
        req.on("end", () => {
          res.setHeader("content-type", "application/json")
          res.end(JSON.stringify({ name, method: req.method, path: req.url, body: Buffer.concat(chunks).toString(), forwardedFor: req.headers["x-forwarded-for"] }))
        })
      })
  )
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  return { name, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()))

describe("the cluster's round-robin proxy", () => {
  const opened: { proxy?: RunningProxy; servers: http.Server[] } = { servers: [] }
  afterEach(async () => {
    await opened.proxy?.close()
    for (const server of opened.servers.splice(0)) if (server.listening) await close(server)
  })

  const start = async (...upstreams: Upstream[]) => {
    opened.servers.push(...upstreams.map((u) => u.server))
    opened.proxy = await startProxy({ port: 0, upstreams, log: () => {} })
    return opened.proxy
  }

  it("takes turns between the servers and passes method, path, body and the client's address", async () => {
    const proxy = await start(await upstream("server-1"), await upstream("server-2"))
    const answers = []
    for (let n = 0; n < 4; n++) {
      const response = await fetch(`${proxy.url}/store/carts/c${n}/complete?x=1`, { method: "POST", body: `{"n":${n}}` })
      answers.push({ servedBy: response.headers.get("x-served-by"), ...((await response.json()) as object) })
    }
    expect(answers.map((a: any) => a.name)).toEqual(["server-1", "server-2", "server-1", "server-2"])
    expect(answers.map((a: any) => a.servedBy)).toEqual(["server-1", "server-2", "server-1", "server-2"])
    expect(answers[2]).toMatchObject({ method: "POST", path: "/store/carts/c2/complete?x=1", body: '{"n":2}' })
    expect((answers[0] as any).forwardedFor).toMatch(/127\.0\.0\.1/)
    expect(Object.fromEntries(proxy.answered)).toEqual({ "server-1": 2, "server-2": 2 })
    expect(Object.fromEntries(proxy.inFlight)).toEqual({ "server-1": 0, "server-2": 0 })
  })

  it("sends every request to the other server while one is down, and to both again once it is back", async () => {
    const one = await upstream("server-1")
    const proxy = await start(one, await upstream("server-2"))
    const port = Number(new URL(one.url).port)
    await close(one.server)
    const names = async (count: number) => {
      const seen: string[] = []
      for (let n = 0; n < count; n++) seen.push(((await (await fetch(`${proxy.url}/health`)).json()) as { name: string }).name)
      return seen
    }
    expect(await names(4)).toEqual(["server-2", "server-2", "server-2", "server-2"])
    // Back on the same port: after its rest it takes its turns again.
    const again = await upstream("server-1")
    again.server.close()
    await new Promise<void>((resolve) => again.server.listen(port, "127.0.0.1", () => resolve()))
    opened.servers.push(again.server)
    await new Promise((resolve) => setTimeout(resolve, 2_100))
    expect(new Set(await names(4))).toEqual(new Set(["server-1", "server-2"]))
  })

  it("answers 502 without trying the other server when a server dies after taking the request", async () => {
    let calls = 0
    const dying = await upstream("server-1", (req) => {
      calls++
      req.socket.destroy()
    })
    const other = await upstream("server-2", (_req, res) => {
      calls++
      res.end("second")
    })
    const proxy = await start(dying, other)
    const response = await fetch(`${proxy.url}/store/carts/c1/complete`, { method: "POST", body: "{}" })
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ code: "upstream_failed" })
    expect(calls).toBe(1)
  })

  it("asks the other server again for a read that failed before its answer began", async () => {
    const dying = await upstream("server-1", (req) => req.socket.destroy())
    const proxy = await start(dying, await upstream("server-2"))
    const response = await fetch(`${proxy.url}/store/products`)
    expect(response.status).toBe(200)
    expect(response.headers.get("x-served-by")).toBe("server-2")
  })

  it("counts the requests each server holds until their answers end", async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const slow = await upstream("server-1", (_req, res) => void held.then(() => res.end("late")))
    const proxy = await start(slow)
    const pending = [fetch(`${proxy.url}/a`), fetch(`${proxy.url}/b`)]
    while ((proxy.inFlight.get("server-1") ?? 0) < 2) await new Promise((resolve) => setTimeout(resolve, 10))
    release()
    await Promise.all(pending.map(async (response) => (await response).text()))
    expect(proxy.inFlight.get("server-1")).toBe(0)
  })

  it("answers 503 when no server is up", async () => {
    const one = await upstream("server-1")
    const proxy = await start(one)
    await close(one.server)
    const response = await fetch(`${proxy.url}/health`)
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ code: "unavailable" })
  })

  it("listens on 127.0.0.1 only unless given a host, and then on that host only", async () => {
    const reachable = (host: string, port: number) =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(port, host)
        socket.once("connect", () => {
          socket.destroy()
          resolve(true)
        })
        socket.once("error", () => resolve(false))
      })
    const proxy = await start(await upstream("server-1"))
    const port = Number(new URL(proxy.url).port)
    expect(proxy.url).toBe(`http://localhost:${port}`)
    // Another loopback address reaches a server listening on every interface, not one on 127.0.0.1.
    expect([await reachable("127.0.0.1", port), await reachable("127.0.0.2", port)]).toEqual([true, false])
    await proxy.close()

    opened.proxy = await startProxy({ port: 0, host: "127.0.0.2", upstreams: [await upstream("server-2")], log: () => {} })
    const other = Number(new URL(opened.proxy.url).port)
    expect(opened.proxy.url).toBe(`http://127.0.0.2:${other}`)
    expect([await reachable("127.0.0.1", other), await reachable("127.0.0.2", other)]).toEqual([false, true])
    expect(((await (await fetch(`${opened.proxy.url}/health`)).json()) as { name: string }).name).toBe("server-2")
  })
})
