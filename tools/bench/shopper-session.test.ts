import { describe, expect, it } from "vitest"
import { cartIdOfCookie, cookiePairs, showsLines } from "./shopper-session.js"

describe("the page shoppers' cookies", () => {
  it("keeps each Set-Cookie's name and value, without its attributes", () => {
    expect(cookiePairs(["cart=abc.def; Path=/; HttpOnly; SameSite=Lax", "__session=xyz; Max-Age=604800"])).toEqual(["cart=abc.def", "__session=xyz"])
  })

  it("reads the cart id out of a signed cart cookie (base64 JSON, a dot, the signature)", () => {
    const value = `${Buffer.from(JSON.stringify("cart_01ABC")).toString("base64")}.c2lnbmF0dXJl`
    expect(cartIdOfCookie(`cart=${encodeURIComponent(value)}`)).toBe("cart_01ABC")
    const notACart = `${Buffer.from(JSON.stringify("order_1")).toString("base64")}.sig`
    expect(() => cartIdOfCookie(`cart=${notACart}`)).toThrow(/Not a cart cookie/)
  })

  it("sees a page as showing the cart only when it holds every line", () => {
    const page = '<script>{"items":[{"id":"cali_1"},{"id":"cali_2"},{"id":"cali_3"}]}</script>'
    expect(showsLines(page, ["cali_1", "cali_2", "cali_3"])).toBe(true)
    expect(showsLines(page, ["cali_1", "cali_4"])).toBe(false)
  })
})
