import { describe, expect, it } from "vitest"
import { AccessToken, basicAuthorization } from "./access-token"

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

describe("AccessToken", () => {
  it("asks once and reuses the token until a minute before it expires", async () => {
    let asked = 0
    const token = new AccessToken(async () => answer({ access_token: `t${++asked}`, expires_in: 3600 }), async () => new Error("refused"))
    expect(await token.value()).toBe("t1")
    expect(await token.value()).toBe("t1")
    expect(asked).toBe(1)
  })

  it("asks again once the token is about to expire, and words a refusal", async () => {
    let asked = 0
    const token = new AccessToken(async () => answer({ access_token: `t${++asked}`, expires_in: 30 }), async () => new Error("refused"))
    await token.value()
    expect(await token.value()).toBe("t2")
    const refused = new AccessToken(async () => answer({ error: "invalid_client" }, 401), async (response) => new Error(`refused ${response.status}`))
    await expect(refused.value()).rejects.toThrow("refused 401")
  })

  it("writes Basic credentials", () => {
    expect(basicAuthorization("id", "secret")).toBe(`Basic ${Buffer.from("id:secret").toString("base64")}`)
  })
})
