import { describe, expect, it, vi } from "vitest"
import { createActivationToken, readActivationToken } from "./activation-token"

const secret = "a-test-secret-of-some-length"

describe("activation tokens", () => {
  it("reads back a token it signed", () => {
    const token = createActivationToken(secret, "cus_1", 48)
    expect(readActivationToken(secret, token)).toMatchObject({ customer_id: "cus_1", jti: expect.any(String) })
  })

  it("refuses a token signed with another secret or changed in transit", () => {
    const token = createActivationToken(secret, "cus_1", 48)
    expect(readActivationToken("another-secret-entirely", token)).toBeNull()
    const [payload, signature] = token.split(".")
    const forged = Buffer.from(JSON.stringify({ customer_id: "cus_2", jti: "x", exp: 9e9 })).toString("base64url")
    expect(readActivationToken(secret, `${forged}.${signature}`)).toBeNull()
    expect(readActivationToken(secret, `${payload}.`)).toBeNull()
    expect(readActivationToken(secret, "garbage")).toBeNull()
  })

  it("refuses an expired token", () => {
    vi.useFakeTimers()
    try {
      const token = createActivationToken(secret, "cus_1", 1)
      vi.advanceTimersByTime(3601 * 1000)
      expect(readActivationToken(secret, token)).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})
