import { describe, expect, it } from "vitest"
import { confirmationLink, oneClickUnsubscribeLink, unsubscribePageLink } from "./links"
import { hashToken, isValidUnsubscribeToken, newConfirmToken, unsubscribeToken } from "./tokens"

const SECRET = "a-test-secret-of-some-length"
const options = { storefrontUrl: "https://shop.example/", backendUrl: "https://api.example", secret: SECRET }

describe("confirmation tokens", () => {
  it("are random, URL-safe, and stored as a SHA-256 hash that does not contain them", () => {
    const token = newConfirmToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newConfirmToken()).not.toBe(token)
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashToken(token)).toBe(hashToken(token))
    expect(confirmationLink(options, token)).toBe(`https://shop.example/newsletter/confirm/${token}`)
  })
})

describe("unsubscribe tokens", () => {
  it("are signed per subscriber and refused when forged, swapped or signed with another secret", () => {
    const token = unsubscribeToken(SECRET, "nlsub_1")
    expect(isValidUnsubscribeToken(SECRET, "nlsub_1", token)).toBe(true)
    expect(isValidUnsubscribeToken(SECRET, "nlsub_2", token)).toBe(false)
    expect(isValidUnsubscribeToken("another-secret-entirely", "nlsub_1", token)).toBe(false)
    expect(isValidUnsubscribeToken(SECRET, "nlsub_1", `${token.slice(0, -1)}A`)).toBe(token.endsWith("A"))
    expect(isValidUnsubscribeToken(SECRET, "nlsub_1", "short")).toBe(false)
  })

  it("go to the shop's page for people and to the backend for one-click", () => {
    const token = unsubscribeToken(SECRET, "nlsub_1")
    expect(unsubscribePageLink(options, "nlsub_1")).toBe(`https://shop.example/newsletter/unsubscribe?subscriber=nlsub_1&token=${token}`)
    expect(oneClickUnsubscribeLink(options, "nlsub_1")).toBe(`https://api.example/newsletter/unsubscribe?subscriber=nlsub_1&token=${token}`)
  })
})
