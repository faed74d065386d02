import { afterEach, describe, expect, it } from "vitest"
import { json, type Gateway } from "./gateway.js"
import type { Outcome } from "./ledger.js"
import { startSimulators, type RunningSimulators } from "./server.js"

/** A gateway reduced to the core's needs: it takes payments on POST /pay and records settlements. */
function recordingGateway(settled: Outcome[]): Gateway {
  return {
    name: "mtn",
    async handle(request, { ledger }) {
      if (request.method !== "POST" || request.url.pathname !== "/pay") return null
      const body = JSON.parse(request.rawBody.toString()) as { reference: string }
      ledger.add({ reference: body.reference, gateway: "mtn", phone: "237670000000", amount: "1000", currency: "XAF" })
      return json(202, {})
    },
    async settle(payment, outcome, { ledger }) {
      settled.push(outcome)
      ledger.update(payment.reference, {
        status: outcome === "approve" ? "successful" : outcome === "refuse" ? "failed" : "expired",
        reason: outcome === "refuse" ? "APPROVAL_REJECTED" : null,
      })
      return true
    },
  }
}

describe("payment simulators' control API", () => {
  let running: RunningSimulators | undefined
  afterEach(async () => running?.close())

  async function pay(reference: string) {
    const response = await fetch(`${running!.url}/pay`, { method: "POST", body: JSON.stringify({ reference }) })
    expect(response.status).toBe(202)
  }

  it("lists payments newest first and settles a pending one once", async () => {
    const settled: Outcome[] = []
    running = await startSimulators([recordingGateway(settled)])
    await pay("first")
    await new Promise((resolve) => setTimeout(resolve, 5))
    await pay("second")

    const listed = (await (await fetch(`${running.url}/control/payments`)).json()) as { reference: string; status: string }[]
    expect(listed.map((payment) => payment.reference)).toEqual(["second", "first"])
    expect(listed[0]).toMatchObject({ gateway: "mtn", phone: "237670000000", amount: "1000", currency: "XAF", status: "pending" })

    const refused = await fetch(`${running.url}/control/payments/first/refuse`, { method: "POST" })
    expect(refused.status).toBe(200)
    expect(await refused.json()).toMatchObject({ reference: "first", status: "failed", reason: "APPROVAL_REJECTED" })
    const again = await fetch(`${running.url}/control/payments/first/approve`, { method: "POST" })
    expect(again.status).toBe(409)
    expect(settled).toEqual(["refuse"])
  })

  it("answers 404 for an unknown payment, action or path", async () => {
    running = await startSimulators([recordingGateway([])])
    await pay("known")
    expect((await fetch(`${running.url}/control/payments/nope/approve`, { method: "POST" })).status).toBe(404)
    expect((await fetch(`${running.url}/control/payments/known/explode`, { method: "POST" })).status).toBe(404)
    expect((await fetch(`${running.url}/elsewhere`)).status).toBe(404)
  })

  it("shows the page's buttons for pending payments and brings a form post back to the page", async () => {
    running = await startSimulators([recordingGateway([])])
    await pay("<ref>")
    const page = await (await fetch(`${running.url}/control`)).text()
    expect(page).toContain("&lt;ref&gt;")
    expect(page).toContain(`action="/control/payments/%3Cref%3E/approve"`)
    const posted = await fetch(`${running.url}/control/payments/%3Cref%3E/approve`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    })
    expect(posted.status).toBe(303)
    expect(posted.headers.get("location")).toBe("/control")
  })

  it("approves every new push at once when told to, with the callback a person's approval sends", async () => {
    const settled: Outcome[] = []
    running = await startSimulators([recordingGateway(settled)])
    const status = async (reference: string) =>
      ((await (await fetch(`${running!.url}/control/payments`)).json()) as { reference: string; status: string }[]).find(
        (payment) => payment.reference === reference
      )?.status
    expect(await (await fetch(`${running.url}/control/auto-approve`)).json()).toEqual({ enabled: false, after_ms: 0 })
    await pay("by-hand")
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await status("by-hand")).toBe("pending")

    const on = await fetch(`${running.url}/control/auto-approve?enabled=true`, { method: "POST" })
    expect(await on.json()).toEqual({ enabled: true, after_ms: 0 })
    await pay("at-once")
    await expect.poll(() => status("at-once"), { timeout: 2_000 }).toBe("successful")
    expect(settled).toEqual(["approve"])
    // Only new pushes: the one made before stays for a person to decide.
    expect(await status("by-hand")).toBe("pending")

    await fetch(`${running.url}/control/auto-approve?enabled=false`, { method: "POST" })
    await pay("after")
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await status("after")).toBe("pending")
    expect(settled).toEqual(["approve"])
  })

  it("refuses an auto-approval setting out of bounds", async () => {
    running = await startSimulators([recordingGateway([])])
    for (const query of ["enabled=maybe", "after_ms=-1", "after_ms=9999999", "after_ms=600001"]) {
      expect((await fetch(`${running.url}/control/auto-approve?${query}`, { method: "POST" })).status).toBe(400)
    }
    expect(await (await fetch(`${running.url}/control/auto-approve`)).json()).toEqual({ enabled: false, after_ms: 0 })
  })

  it("listens on 127.0.0.1 by default, and gives an address that reaches it on any host", async () => {
    running = await startSimulators([recordingGateway([])])
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    await running.close()
    running = await startSimulators([recordingGateway([])], { host: "::" })
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    await pay("everywhere")
  })
})
