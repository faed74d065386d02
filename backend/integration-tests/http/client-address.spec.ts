import { integrationTestRunner } from "../test-runner"
import { BACKEND_DIR, seedStore, storeHeaders } from "../helpers"
import { login } from "../helpers/accounts"

// The only proxy this backend trusts is elsewhere: a request from this test (loopback) is a client
// talking to it directly, and the X-Forwarded-For it sends is its own invention.
process.env.TRUSTED_PROXIES = "192.0.2.10"

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let store: Awaited<ReturnType<typeof storeHeaders>>

    beforeAll(async () => {
      await seedStore(getContainer())
      store = await storeHeaders(api)
    })

    it("keys the login throttle on the real peer: a forged X-Forwarded-For per attempt still gets 429", async () => {
      const answers = []
      // LOGIN_MAX_FAILURES_PER_IP is 20; unknown e-mails keep the per-account count out of it.
      for (let attempt = 0; attempt < 21; attempt++) {
        const forged = `198.51.100.${attempt + 1}`
        answers.push(await login(api, store, `nobody-${attempt}@example.cm`, "Wrong@1234", forged))
      }
      expect(answers.slice(0, 20).map((answer) => answer.status)).toEqual(Array(20).fill(401))
      expect(answers[20].status).toBe(429)
      expect(answers[20].data.code).toBe("too_many_attempts")
    })
  },
})
