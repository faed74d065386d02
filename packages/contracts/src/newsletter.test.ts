import { describe, expect, it } from "vitest"
import { z } from "zod"
import { newsletterSubscriptionFields } from "./newsletter"

describe("newsletterSubscriptionFields", () => {
  const Subscription = z.object(newsletterSubscriptionFields({ email: "email", captcha: "captcha" }))

  it("lower-cases the address and wants the captcha's proof", () => {
    expect(Subscription.parse({ email: " Awa@Example.CM ", captcha: "proof" })).toEqual({ email: "awa@example.cm", captcha: "proof" })
    const result = Subscription.safeParse({ email: "awa", captcha: "" })
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual(["email", "captcha"])
  })
})
