import { Modules } from "@medusajs/framework/utils"
import { passwordHashFor } from "../../src/lib/accounts/rules"
import { integrationTestRunner } from "../test-runner"
import { BACKEND_DIR, seedStore, storeHeaders } from "../helpers"
import { activeCustomer, asClient, clientIp, login, solveCaptcha, STRONG_PASSWORD, waitForEmail } from "../helpers/accounts"

const NEW_PASSWORD = "Nouveau#2026"

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let store: Awaited<ReturnType<typeof storeHeaders>>

    beforeAll(async () => {
      await seedStore(getContainer())
      store = await storeHeaders(api)
    })

    const resetLink = async (email: string, nth = 1) => {
      const message = await waitForEmail(email, "password-reset", nth)
      const link = message.links.find((url) => url.includes("/reset-password/"))!
      const [encodedEmail, token] = link.split("/reset-password/")[1].split("/")
      return { link, email: decodeURIComponent(encodedEmail), token }
    }

    // N = 2^17 outside the test suites: src/lib/accounts/rules.test.ts.
    it("stores passwords with scrypt at the configured cost", async () => {
      const { input } = await activeCustomer(api, store)
      const auth = getContainer().resolve(Modules.AUTH)
      const [identity] = await auth.listProviderIdentities(
        { entity_id: input.email, provider: "emailpass" },
        { select: ["provider_metadata"] }
      )
      const hash = Buffer.from(String(identity.provider_metadata!.password), "base64")
      expect(hash.subarray(0, 6).toString()).toBe("scrypt")
      expect(hash.readUInt8(7)).toBe(passwordHashFor(process.env.NODE_ENV).logN) // scrypt-kdf's header: logN at byte 7
    })

    describe("POST /store/account/password-reset and /confirm", () => {
      it("resets the password from the e-mailed link, once", async () => {
        const { input } = await activeCustomer(api, store)
        const asked = await api.post("/store/account/password-reset", { email: input.email, locale: "en", captcha: await solveCaptcha(api, store) }, asClient(store, clientIp()))
        expect(asked.status).toBe(202)
        const { link, email, token } = await resetLink(input.email)
        expect(link.startsWith(`http://localhost:3000/reset-password/${encodeURIComponent(input.email)}/`)).toBe(true)

        const weak = await api.post("/store/account/password-reset/confirm", { email, token, password: "short" }, asClient(store, clientIp()))
        expect(weak.data).toMatchObject({ code: "invalid_data", field: "password" })
        const done = await api.post("/store/account/password-reset/confirm", { email, token, password: NEW_PASSWORD }, asClient(store, clientIp()))
        expect(done.status).toBe(200)
        expect((await login(api, store, input.email, NEW_PASSWORD)).status).toBe(200)
        expect((await login(api, store, input.email, STRONG_PASSWORD)).data.code).toBe("wrong_password")
        await waitForEmail(input.email, "password-changed")

        const again = await api.post("/store/account/password-reset/confirm", { email, token, password: "Encore#2027" }, asClient(store, clientIp()))
        expect(again.status).toBe(400)
        expect(again.data.code).toBe("token_invalid")
      })

      it("answers alike for an unknown e-mail and refuses a link for another e-mail or a forged token", async () => {
        const { input } = await activeCustomer(api, store)
        const unknown = await api.post("/store/account/password-reset", { email: "ghost@example.cm", locale: "fr", captcha: await solveCaptcha(api, store) }, asClient(store, clientIp()))
        expect(unknown.status).toBe(202)
        expect(unknown.data).toEqual({})
        await api.post("/store/account/password-reset", { email: input.email, locale: "fr", captcha: await solveCaptcha(api, store) }, asClient(store, clientIp()))
        const { token } = await resetLink(input.email)
        const otherEmail = await api.post(
          "/store/account/password-reset/confirm",
          { email: "ghost@example.cm", token, password: NEW_PASSWORD },
          asClient(store, clientIp())
        )
        expect(otherEmail.data.code).toBe("token_invalid")
        const forged = await api.post(
          "/store/account/password-reset/confirm",
          { email: input.email, token: `${token.slice(0, -4)}AAAA`, password: NEW_PASSWORD },
          asClient(store, clientIp())
        )
        expect(forged.data.code).toBe("token_invalid")
      })
    })

    describe("e-mails sent to an address someone types", () => {
      it("need a solved captcha and stop at three an hour per address, whoever asks", async () => {
        const { input } = await activeCustomer(api, store)
        const ask = async (path: string, captcha?: string) =>
          api.post(path, { email: input.email, locale: "fr", ...(captcha ? { captcha } : {}) }, asClient(store, clientIp()))

        const withoutCaptcha = await ask("/store/account/password-reset")
        expect(withoutCaptcha.status).toBe(400)
        expect(withoutCaptcha.data.field).toBe("captcha")

        for (const path of ["/store/account/password-reset", "/store/account/activation/resend", "/store/account/password-reset"]) {
          expect((await ask(path, await solveCaptcha(api, store))).status).toBe(202)
        }
        const fourth = await ask("/store/account/password-reset", await solveCaptcha(api, store))
        expect(fourth.status).toBe(429)
        expect(fourth.data.code).toBe("too_many_attempts")
      })
    })

    describe("POST /store/account/password", () => {
      it("refuses a wrong old password and changes it with the right one", async () => {
        const { input, token } = await activeCustomer(api, store)
        const wrong = await api.post(
          "/store/account/password",
          { old_password: "Wrong@1234", new_password: NEW_PASSWORD },
          asClient(store, clientIp(), token)
        )
        expect(wrong.status).toBe(400)
        expect(wrong.data).toMatchObject({ code: "old_password_incorrect", message: "Old password is incorrect" })
        const changed = await api.post(
          "/store/account/password",
          { old_password: input.password, new_password: NEW_PASSWORD },
          asClient(store, clientIp(), token)
        )
        expect(changed.status).toBe(200)
        expect((await login(api, store, input.email, NEW_PASSWORD)).status).toBe(200)
      })

      it("needs a signed-in customer", async () => {
        const anonymous = await api.post("/store/account/password", { old_password: "x", new_password: NEW_PASSWORD }, asClient(store, clientIp()))
        expect(anonymous.status).toBe(401)
      })
    })

    describe("sessions end with their reason", () => {
      const me = (token: string) => api.get("/store/account/me", asClient(store, clientIp(), token))
      const signIn = async (email: string, password: string) => (await login(api, store, email, password)).data.token as string

      it("logout ends this session only; a password change ends the others; a reset ends them all", async () => {
        const { input, token: phone } = await activeCustomer(api, store)
        const laptop = await signIn(input.email, input.password)
        const tablet = await signIn(input.email, input.password)

        const loggedOut = await api.post("/store/account/logout", {}, asClient(store, clientIp(), phone))
        expect(loggedOut.status).toBe(204)
        expect((await me(phone)).status).toBe(401)
        expect((await me(laptop)).status).toBe(200)

        const changed = await api.post(
          "/store/account/password",
          { old_password: input.password, new_password: NEW_PASSWORD },
          asClient(store, clientIp(), laptop)
        )
        expect(changed.status).toBe(200)
        expect((await me(laptop)).status).toBe(200)
        expect((await me(tablet)).status).toBe(401)
        // Any store route refuses an ended session's token, not only the account's own.
        const orders = await api.get("/store/orders", asClient(store, clientIp(), tablet))
        expect(orders.status).toBe(401)

        await api.post("/store/account/password-reset", { email: input.email, locale: "fr", captcha: await solveCaptcha(api, store) }, asClient(store, clientIp()))
        const { email, token } = await resetLink(input.email)
        const reset = await api.post(
          "/store/account/password-reset/confirm",
          { email, token, password: "Encore#2027" },
          asClient(store, clientIp())
        )
        expect(reset.status).toBe(200)
        expect((await me(laptop)).status).toBe(401)
        expect((await me(await signIn(input.email, "Encore#2027"))).status).toBe(200)
      })

      it("never refreshes a customer token: its expiry is the session's absolute lifetime", async () => {
        const { token } = await activeCustomer(api, store)
        const refreshed = await api.post("/auth/token/refresh", {}, asClient(store, clientIp(), token))
        expect(refreshed.status).toBe(401)
        expect(refreshed.data.token).toBeUndefined()
      })
    })
  },
})
