import { integrationTestRunner } from "../test-runner"
import { createActivationToken } from "../../src/lib/accounts/activation-token"
import { DEVELOPMENT_SECRETS } from "../../src/lib/env"
import { BACKEND_DIR, seedStore, storeHeaders } from "../helpers"
import {
  activationTokenFromOutbox,
  activeCustomer,
  asClient,
  clientIp,
  login,
  register,
  solveCaptcha,
  STRONG_PASSWORD,
  waitForEmail,
} from "../helpers/accounts"

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let store: Awaited<ReturnType<typeof storeHeaders>>

    beforeAll(async () => {
      await seedStore(getContainer())
      store = await storeHeaders(api)
    })

    describe("POST /store/account/register", () => {
      it("creates a not yet validated account that cannot log in", async () => {
        const { input, response } = await register(api, store)
        expect(response.status).toBe(201)
        expect(response.data.customer).toMatchObject({ id: expect.stringMatching(/^cus_/), email: input.email })
        const refused = await login(api, store, input.email, input.password)
        expect(refused.status).toBe(403)
        expect(refused.data.code).toBe("account_not_validated")
      })

      it("refuses an e-mail already in use with the spec's message", async () => {
        const { input } = await register(api, store)
        const { response } = await register(api, store, { email: input.email.toUpperCase() })
        expect(response.status).toBe(409)
        expect(response.data).toMatchObject({
          code: "email_taken",
          field: "email",
          message: "Sorry this account is already in use. Please use another.",
        })
      })

      it("enforces the password, phone and terms rules", async () => {
        const weak = await register(api, store, { password: "qwerty12" })
        expect(weak.response.status).toBe(400)
        expect(weak.response.data).toMatchObject({ code: "invalid_data", field: "password" })
        expect(weak.response.data.message).toMatch(/^Invalid password\. It must contain a minimum of 8 characters/)
        const phone = await register(api, store, { phone: "237270000001" })
        expect(phone.response.data).toMatchObject({ code: "invalid_data", field: "phone" })
        const terms = await register(api, store, { terms: false })
        expect(terms.response.data).toMatchObject({ code: "invalid_data", field: "terms" })
      })

      it("refuses a missing, forged or replayed captcha", async () => {
        const body = { first_name: "A", last_name: "B", email: "x@example.cm", phone: "237690000000", password: STRONG_PASSWORD, terms: true }
        const missing = await api.post("/store/account/register", body, asClient(store, clientIp()))
        expect(missing.data).toMatchObject({ code: "invalid_data", field: "captcha" })
        const forged = await api.post("/store/account/register", { ...body, captcha: "e30=" }, asClient(store, clientIp()))
        expect(forged.status).toBe(400)
        expect(forged.data.code).toBe("captcha_invalid")
        const captcha = await solveCaptcha(api, store)
        const first = await api.post("/store/account/register", { ...body, captcha }, asClient(store, clientIp()))
        expect(first.status).toBe(201)
        const replay = await api.post("/store/account/register", { ...body, email: "y@example.cm", captcha }, asClient(store, clientIp()))
        expect(replay.data.code).toBe("captcha_invalid")
      })
    })

    describe("POST /store/account/activation and /store/account/login", () => {
      it("e-mails a signed link that activates once, then logs in with a Medusa customer token", async () => {
        const { input } = await register(api, store, { locale: "en" })
        const email = await waitForEmail(input.email, "account-activation")
        expect(email.links.some((link) => link.startsWith("http://localhost:3000/account-activation/"))).toBe(true)
        const token = await activationTokenFromOutbox(input.email)
        const activated = await api.post("/store/account/activation", { token }, asClient(store, clientIp()))
        expect(activated.status).toBe(200)
        expect(activated.data).toEqual({ email: input.email })
        const again = await api.post("/store/account/activation", { token }, asClient(store, clientIp()))
        expect(again.status).toBe(400)
        expect(again.data.code).toBe("token_invalid")

        const loggedIn = await login(api, store, input.email, input.password)
        expect(loggedIn.status).toBe(200)
        const me = await api.get("/store/customers/me", asClient(store, clientIp(), loggedIn.data.token))
        expect(me.status).toBe(200)
        expect(me.data.customer.email).toBe(input.email)
        const account = await api.get("/store/account/me", asClient(store, clientIp(), loggedIn.data.token))
        expect(account.data.account).toMatchObject({ email: input.email, status: "active", locale: "en", picture_url: null })
      })

      it("resends the activation e-mail only to a not yet validated account, answering alike", async () => {
        const { input } = await register(api, store)
        await waitForEmail(input.email, "account-activation")
        const resend = await api.post("/store/account/activation/resend", { email: input.email, locale: "en", captcha: await solveCaptcha(api, store) }, asClient(store, clientIp()))
        expect(resend.status).toBe(202)
        const second = await activationTokenFromOutbox(input.email, 2)
        expect((await api.post("/store/account/activation", { token: second }, asClient(store, clientIp()))).status).toBe(200)
        const unknown = await api.post("/store/account/activation/resend", { email: "ghost@example.cm", locale: "fr", captcha: await solveCaptcha(api, store) }, asClient(store, clientIp()))
        expect(unknown.status).toBe(202)
        expect(unknown.data).toEqual(resend.data)
      })

      it("refuses a forged or expired link", async () => {
        const { response } = await register(api, store)
        const forged = createActivationToken("not-the-server-secret", response.data.customer.id, 48)
        const expired = createActivationToken(DEVELOPMENT_SECRETS.JWT_SECRET, response.data.customer.id, -1)
        for (const token of [forged, expired, "nonsense"]) {
          const answer = await api.post("/store/account/activation", { token }, asClient(store, clientIp()))
          expect(answer.data.code).toBe("token_invalid")
        }
      })

      it("tells an unknown account from a wrong password", async () => {
        const unknown = await login(api, store, "nobody@example.cm", STRONG_PASSWORD)
        expect(unknown.status).toBe(401)
        expect(unknown.data.code).toBe("account_not_found")
        const { input } = await register(api, store)
        const wrong = await login(api, store, input.email, "Wrong@1234")
        expect(wrong.status).toBe(401)
        expect(wrong.data.code).toBe("wrong_password")
      })

      it("locks an e-mail out from the address that guessed wrong five times, never its owner elsewhere", async () => {
        const { input } = await activeCustomer(api, store)
        const attacker = clientIp()
        for (let i = 0; i < 5; i++) {
          expect((await login(api, store, input.email, "Wrong@1234", attacker)).status).toBe(401)
        }
        const blocked = await login(api, store, input.email, input.password, attacker)
        expect(blocked.status).toBe(429)
        expect(blocked.data.code).toBe("too_many_attempts")
        expect(blocked.data.retry_after).toBeGreaterThan(0)
        expect(blocked.headers["retry-after"]).toBe(String(blocked.data.retry_after))
        const owner = await login(api, store, input.email, input.password, clientIp())
        expect(owner.status).toBe(200)
        expect(owner.data.token).toEqual(expect.any(String))
      })

      it("counts parallel wrong passwords before checking them: past five from one address, none is checked", async () => {
        const { input } = await register(api, store)
        const attacker = clientIp()
        const captchas = await Promise.all(Array.from({ length: 12 }, () => solveCaptcha(api, store)))
        const rush = await Promise.all(
          captchas.map((captcha) =>
            api.post("/store/account/login", { email: input.email, password: "Wrong@1234", captcha }, asClient(store, attacker))
          )
        )
        const statuses = rush.map((answer) => answer.status).sort()
        expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)])
      })

      it("gives a right password's attempts back: an owner who mistypes four times signs in, again and again", async () => {
        const { input } = await activeCustomer(api, store)
        // Someone else already used up their own allowance on this e-mail.
        const attacker = clientIp()
        for (let i = 0; i < 5; i++) await login(api, store, input.email, "Wrong@1234", attacker)
        const owner = clientIp()
        for (let round = 0; round < 3; round++) {
          for (let i = 0; i < 4; i++) {
            expect((await login(api, store, input.email, "Wrong@1234", owner)).status).toBe(401)
          }
          expect((await login(api, store, input.email, input.password, owner)).status).toBe(200)
        }
      })

      it("stops guesses spread over many addresses at the e-mail's ceiling (LOGIN_MAX_FAILURES_PER_EMAIL, 50)", async () => {
        const { input } = await activeCustomer(api, store)
        const captchas = await Promise.all(Array.from({ length: 55 }, () => solveCaptcha(api, store)))
        const spread = await Promise.all(
          captchas.map((captcha) =>
            api.post("/store/account/login", { email: input.email, password: "Wrong@1234", captcha }, asClient(store, clientIp()))
          )
        )
        const statuses = spread.map((answer) => answer.status).sort()
        expect(statuses).toEqual([...Array(50).fill(401), ...Array(5).fill(429)])
        // The ceiling holds for everyone, the owner included, until the pause ends.
        const owner = await login(api, store, input.email, input.password, clientIp())
        expect(owner.status).toBe(429)
        expect(owner.data.code).toBe("too_many_attempts")
      })

      it("closes Medusa's own customer e-mail/password routes", async () => {
        for (const path of ["/auth/customer/emailpass", "/auth/customer/emailpass/register", "/auth/customer/emailpass/reset-password"]) {
          const answer = await api.post(path, { email: "a@example.cm", password: STRONG_PASSWORD, identifier: "a@example.cm" }, { validateStatus: () => true })
          expect(answer.status).toBe(404)
        }
      })
    })
  },
})
