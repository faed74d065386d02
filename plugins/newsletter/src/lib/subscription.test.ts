import { describe, expect, it } from "vitest"
import { canConfirm, decideSubscribe, secondsUntilResend } from "./subscription"

const now = new Date("2026-11-25T10:00:00Z")
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000)
const FIVE_MINUTES = 5 * 60_000

describe("decideSubscribe", () => {
  it("adds a new address", () => {
    expect(decideSubscribe(null, now, FIVE_MINUTES)).toBe("create")
  })

  it("tells a confirmed address it is already subscribed, once per interval like any other", () => {
    expect(decideSubscribe({ status: "confirmed", confirmation_sent_at: minutesAgo(600) }, now, FIVE_MINUTES)).toBe("notify_subscribed")
    expect(decideSubscribe({ status: "confirmed", confirmation_sent_at: null }, now, FIVE_MINUTES)).toBe("notify_subscribed")
    expect(decideSubscribe({ status: "confirmed", confirmation_sent_at: minutesAgo(1) }, now, FIVE_MINUTES)).toBe("too_soon")
  })

  it("sends a pending or unsubscribed address a new link, but not twice within the interval", () => {
    expect(decideSubscribe({ status: "pending", confirmation_sent_at: minutesAgo(1) }, now, FIVE_MINUTES)).toBe("too_soon")
    expect(decideSubscribe({ status: "pending", confirmation_sent_at: minutesAgo(6) }, now, FIVE_MINUTES)).toBe("send_again")
    expect(decideSubscribe({ status: "unsubscribed", confirmation_sent_at: minutesAgo(2) }, now, FIVE_MINUTES)).toBe("too_soon")
    expect(decideSubscribe({ status: "unsubscribed", confirmation_sent_at: null }, now, FIVE_MINUTES)).toBe("send_again")
  })

  it("says how long to wait", () => {
    expect(secondsUntilResend({ status: "pending", confirmation_sent_at: minutesAgo(1) }, now, FIVE_MINUTES)).toBe(240)
  })
})

describe("canConfirm", () => {
  const later = new Date(now.getTime() + 3600_000)
  it("accepts a pending subscriber's unexpired link only", () => {
    expect(canConfirm({ status: "pending", confirmation_sent_at: now, confirm_token_expires_at: later }, now)).toBe(true)
    expect(canConfirm({ status: "pending", confirmation_sent_at: now, confirm_token_expires_at: minutesAgo(1) }, now)).toBe(false)
    expect(canConfirm({ status: "confirmed", confirmation_sent_at: now, confirm_token_expires_at: later }, now)).toBe(false)
    expect(canConfirm({ status: "unsubscribed", confirmation_sent_at: now, confirm_token_expires_at: later }, now)).toBe(false)
  })
})
