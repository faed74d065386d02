import { randomUUID } from "node:crypto"
import { generateJwtToken, Modules, ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../test-runner"
import { BACKEND_DIR, seedStore, storeHeaders } from "../helpers"
import { asClient, clientIp, solveCaptcha, waitForEmail } from "../helpers/accounts"
import { readOutbox } from "../outbox"

const FRENCH_WORDING = "J'accepte de recevoir par e-mail la newsletter de DreamShade"

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let store: Awaited<ReturnType<typeof storeHeaders>>

    beforeAll(async () => {
      await seedStore(getContainer())
      store = await storeHeaders(api)
    })

    const newEmail = () => `nl.${randomUUID().slice(0, 8)}@example.cm`

    const subscribe = async (email: string, options: { ip?: string; locale?: string; captcha?: string } = {}) =>
      api.post(
        "/store/newsletter/subscribers",
        { email, locale: options.locale, captcha: options.captcha ?? (await solveCaptcha(api, store)) },
        asClient(store, options.ip ?? clientIp())
      )

    const confirmationToken = (links: string[]) => {
      const link = links.find((url) => url.includes("/newsletter/confirm/"))
      if (!link) throw new Error("no confirmation link in the e-mail")
      return decodeURIComponent(link.split("/newsletter/confirm/")[1]!)
    }

    type NewsletterService = {
      listNewsletterSubscribers(filters: object): Promise<any[]>
      updateNewsletterSubscribers(data: object): Promise<unknown>
    }
    const newsletterService = () => getContainer().resolve<NewsletterService>("newsletter")

    const subscriberRow = async (email: string) => {
      const [row] = await newsletterService().listNewsletterSubscribers({ email: email.toLowerCase() })
      return row
    }

    /** The per-address brake's interval has passed since the address's last subscription e-mail. */
    const intervalPassed = async (email: string) => {
      const { id } = await subscriberRow(email)
      await newsletterService().updateNewsletterSubscribers({ id, confirmation_sent_at: new Date(Date.now() - 3600_000) })
    }

    /** Subscribed and confirmed through the API, in `locale`. */
    const confirmedSubscriber = async (email: string, locale = "fr") => {
      expect((await subscribe(email, { locale })).status).toBe(202)
      const token = confirmationToken((await waitForEmail(email, "newsletter-confirmation")).links)
      expect((await api.post("/store/newsletter/confirmation", { token }, asClient(store, clientIp()))).status).toBe(200)
    }

    /** An answer as the requester sees it, with the address it names replaced. */
    const seenAs = (answer: { status: number; data: unknown; headers: Record<string, unknown> }, email: string) => ({
      status: answer.status,
      contentType: answer.headers["content-type"],
      body: JSON.stringify(answer.data).replace(email, "<email>"),
    })

    const staff = async () => {
      const container = getContainer()
      const [user] = await container.resolve(Modules.USER).createUsers([{ email: `staff-${randomUUID()}@dreamshade.cm` }])
      const { projectConfig } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
      const token = generateJwtToken(
        { actor_id: user!.id, actor_type: "user", auth_identity_id: "", app_metadata: { user_id: user!.id } },
        { secret: projectConfig.http.jwtSecret!, expiresIn: "1h" }
      )
      return { headers: { authorization: `Bearer ${token}` }, validateStatus: () => true }
    }

    describe("POST /store/newsletter/subscribers → confirm → again → one-click unsubscribe", () => {
      it("runs the double opt-in, records the consent, tells a second request by e-mail and unsubscribes by the e-mail's header", async () => {
        const email = newEmail()
        const ip = clientIp()
        const asked = await subscribe(email.toUpperCase(), { ip })
        expect(asked.status).toBe(202)
        expect(asked.data).toEqual({ email })
        expect((await subscriberRow(email)).status).toBe("pending")

        const message = await waitForEmail(email, "newsletter-confirmation")
        expect(message.subject).toBe("Confirmez votre inscription à la newsletter DreamShade")
        expect(message.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click")
        const oneClick = message.headers["list-unsubscribe"]?.match(/^<(https?:\/\/[^>]+)>$/)?.[1]
        expect(oneClick).toContain("/newsletter/unsubscribe?subscriber=")
        expect(message.links.some((link) => link.includes("/newsletter/unsubscribe?subscriber="))).toBe(true)
        const token = confirmationToken(message.links)
        // Only the token's hash is kept.
        const pending = await subscriberRow(email)
        expect(pending.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/)
        expect(pending.confirm_token_hash).not.toContain(token)

        const page = await api.get(`/store/newsletter/confirmation?token=${encodeURIComponent(token)}`, asClient(store, ip))
        expect(page.status).toBe(200)
        expect(page.data.subscriber).toEqual({ email, locale: "fr" })
        expect(page.data.wording).toContain(FRENCH_WORDING)

        const consentIp = clientIp()
        const confirmed = await api.post("/store/newsletter/confirmation", { token }, asClient(store, consentIp))
        expect(confirmed.status).toBe(200)
        expect(confirmed.data.subscriber).toEqual({ email, status: "confirmed" })
        const row = await subscriberRow(email)
        expect(row).toMatchObject({ status: "confirmed", consent_ip: consentIp, consent_locale: "fr", confirm_token_hash: null })
        expect(row.consent_wording).toBe(page.data.wording)
        expect(row.confirmed_at).toBeInstanceOf(Date)

        // The link works once.
        const again = await api.post("/store/newsletter/confirmation", { token }, asClient(store, consentIp))
        expect(again.status).toBe(400)
        expect(again.data.code).toBe("token_invalid")

        await intervalPassed(email)
        const duplicate = await subscribe(email.replace("nl.", "NL."))
        expect(duplicate.status).toBe(202)
        expect(duplicate.data).toEqual({ email })
        await waitForEmail(email, "newsletter-already-subscribed")
        expect(await subscriberRow(email)).toMatchObject({ status: "confirmed", consent_ip: consentIp, requested_ip: ip })

        // RFC 8058: the mail client POSTs this body to the header's address, with no cookie and no key.
        const path = oneClick!.replace(/^https?:\/\/[^/]+/, "")
        const unsubscribed = await api.post(path, "List-Unsubscribe=One-Click", {
          headers: { "content-type": "application/x-www-form-urlencoded" },
          validateStatus: () => true,
        })
        expect(unsubscribed.status).toBe(200)
        const left = await subscriberRow(email)
        expect(left.status).toBe("unsubscribed")
        expect(left.unsubscribed_at).toBeInstanceOf(Date)
        // A retry by the mail client changes nothing.
        expect((await api.post(path, "List-Unsubscribe=One-Click", { headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(200)
      })

      it("writes the confirmation in English when asked in English", async () => {
        const email = newEmail()
        expect((await subscribe(email, { locale: "en" })).status).toBe(202)
        const message = await waitForEmail(email, "newsletter-confirmation")
        expect(message.subject).toBe("Confirm your subscription to the DreamShade newsletter")
        const page = await api.get(`/store/newsletter/confirmation?token=${encodeURIComponent(confirmationToken(message.links))}`, store())
        expect(page.data.wording).toContain("I agree to receive DreamShade's newsletter")
      })
    })

    describe("no enumeration: the answer never tells whether an address is subscribed", () => {
      it("answers a subscribed address exactly as a new one and e-mails it, in its own language, that it is already subscribed", async () => {
        const subscribed = newEmail()
        await confirmedSubscriber(subscribed, "en")
        await intervalPassed(subscribed)
        const pending = newEmail()
        expect((await subscribe(pending)).status).toBe(202)
        await intervalPassed(pending)

        const fresh = newEmail()
        const answers = {
          new: seenAs(await subscribe(fresh), fresh),
          pending: seenAs(await subscribe(pending), pending),
          subscribed: seenAs(await subscribe(subscribed.toUpperCase(), { locale: "fr" }), subscribed),
        }
        expect(answers.new).toEqual({ status: 202, contentType: expect.stringMatching(/^application\/json/), body: '{"email":"<email>"}' })
        expect(answers.pending).toEqual(answers.new)
        expect(answers.subscribed).toEqual(answers.new)

        // The owner of the subscribed address hears of it by e-mail, in the list's language, with the way out.
        const notice = await waitForEmail(subscribed, "newsletter-already-subscribed")
        expect(notice.subject).toBe("You are already subscribed to the DreamShade newsletter")
        expect(notice.text).toContain("Email already subscribed to newsletter.")
        expect(notice.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click")
        expect(notice.links.some((link) => link.includes("/newsletter/unsubscribe?subscriber="))).toBe(true)
        expect(notice.links.some((link) => link.includes("/newsletter/confirm/"))).toBe(false)
        // Its subscription and consent stay as they were.
        expect(await subscriberRow(subscribed)).toMatchObject({ status: "confirmed", locale: "en", consent_locale: "en", confirm_token_hash: null })

        // The brake holds for it as for any address, with the same answer.
        const again = { pending: await subscribe(pending), subscribed: await subscribe(subscribed) }
        for (const answer of [again.pending, again.subscribed]) {
          expect(answer.status).toBe(429)
          expect(Object.keys(answer.data).sort()).toEqual(["code", "message", "retry_after", "type"])
          expect(answer.data.code).toBe("too_many_attempts")
        }
        const sent = (await readOutbox()).filter((message) => message.to === subscribed)
        expect(sent.map((message) => message.template).sort()).toEqual(["newsletter-already-subscribed", "newsletter-confirmation"])
      })
    })

    describe("refusals", () => {
      it("refuses a malformed e-mail with the spec's message", async () => {
        for (const email of ["not-an-email", "", `${"a".repeat(250)}@example.cm`]) {
          const refused = await subscribe(email)
          expect(refused.status).toBe(400)
          expect(refused.data).toMatchObject({
            code: "invalid_data",
            field: "email",
            message: "The field is obligatory and must be an email",
          })
        }
      })

      it("refuses a missing, forged or reused captcha", async () => {
        const email = newEmail()
        const missing = await api.post("/store/newsletter/subscribers", { email }, asClient(store, clientIp()))
        expect(missing.status).toBe(400)
        expect(missing.data.field).toBe("captcha")
        const forged = await subscribe(email, { captcha: Buffer.from("{}").toString("base64") })
        expect(forged.status).toBe(400)
        expect(forged.data.code).toBe("captcha_invalid")
        const captcha = await solveCaptcha(api, store)
        expect((await subscribe(email, { captcha })).status).toBe(202)
        const replayed = await subscribe(newEmail(), { captcha })
        expect(replayed.data.code).toBe("captcha_invalid")
      })

      it("refuses a forged unsubscribe link or one used for another subscriber; the header's link sends a person to the shop's page", async () => {
        const email = newEmail()
        await subscribe(email)
        const { id } = await subscriberRow(email)
        const forged = await api.post(`/newsletter/unsubscribe?subscriber=${id}&token=${"A".repeat(43)}`, "List-Unsubscribe=One-Click", {
          headers: { "content-type": "application/x-www-form-urlencoded" },
          validateStatus: () => true,
        })
        expect(forged.status).toBe(400)
        // A plugin's route, outside /store: the shop's error handler answers it in the one shape.
        expect(forged.data).toEqual({ code: "token_invalid", type: "invalid_data", field: "token", message: "This unsubscribe link is invalid." })
        expect((await subscriberRow(email)).status).toBe("pending")

        const message = await waitForEmail(email, "newsletter-confirmation")
        // The unsubscribe page's calls: a link only ever works for its own subscriber.
        const pageLink = new URL(message.links.find((link) => link.includes("/newsletter/unsubscribe?")) as string)
        const link = { subscriber: pageLink.searchParams.get("subscriber"), token: pageLink.searchParams.get("token") }
        const shown = await api.get(`/store/newsletter/unsubscribe?${pageLink.searchParams}`, asClient(store, clientIp()))
        expect(shown.data.subscriber).toEqual({ email, status: "pending" })
        const other = newEmail()
        await subscribe(other)
        const otherId = (await subscriberRow(other)).id
        const crossed = await api.post("/store/newsletter/unsubscribe", { ...link, subscriber: otherId }, asClient(store, clientIp()))
        expect(crossed.status).toBe(400)
        expect(crossed.data.code).toBe("token_invalid")
        expect((await subscriberRow(other)).status).toBe("pending")
        const oneClick = message.headers["list-unsubscribe"]!.slice(1, -1).replace(/^https?:\/\/[^/]+/, "")
        const opened = await api.get(oneClick, { maxRedirects: 0, validateStatus: () => true })
        expect(opened.status).toBe(303)
        expect(opened.headers.location).toMatch(/^http:\/\/localhost:3000\/newsletter\/unsubscribe\?subscriber=/)
        expect((await subscriberRow(email)).status).toBe("pending")

        const left = await api.post("/store/newsletter/unsubscribe", link, asClient(store, clientIp()))
        expect(left.data.subscriber).toEqual({ email, status: "unsubscribed" })
        expect((await subscriberRow(email)).status).toBe("unsubscribed")
      })
    })

    describe("throttles (the request sends e-mail)", () => {
      it("sends one confirmation per address per interval, whatever the client address", async () => {
        const email = newEmail()
        expect((await subscribe(email)).status).toBe(202)
        const again = await subscribe(email)
        expect(again.status).toBe(429)
        expect(again.data.code).toBe("too_many_attempts")
        expect(again.headers["retry-after"]).toBeDefined()
        const sent = (await readOutbox()).filter((message) => message.to === email)
        expect(sent).toHaveLength(1)
      })

      it("counts a client address's requests with the account forms' hourly allowance", async () => {
        const ip = clientIp()
        for (let i = 0; i < 20; i++) {
          const refused = await subscribe(newEmail(), { ip, captcha: "not-solved" })
          expect(refused.data.code).toBe("captcha_invalid")
        }
        const blocked = await subscribe(newEmail(), { ip })
        expect(blocked.status).toBe(429)
        expect(blocked.data.code).toBe("too_many_attempts")
      })
    })

    describe("GET /admin/newsletter/subscribers", () => {
      it("lets staff search, filter and export subscribers with their consent, and nobody else", async () => {
        const email = newEmail()
        await subscribe(email)
        const admin = await staff()
        const found = await api.get(`/admin/newsletter/subscribers?q=${email.slice(0, 11).toUpperCase()}`, admin)
        expect(found.status).toBe(200)
        expect(found.data.subscribers.map((row: any) => row.email)).toContain(email)
        expect(found.data.subscribers[0]).not.toHaveProperty("confirm_token_hash")
        const pendingOnly = await api.get("/admin/newsletter/subscribers?status=confirmed", admin)
        expect(pendingOnly.data.subscribers.map((row: any) => row.email)).not.toContain(email)

        const csv = await api.get(`/admin/newsletter/subscribers/export?q=${email}`, admin)
        expect(csv.status).toBe(200)
        expect(csv.headers["content-type"]).toMatch(/^text\/csv/)
        const lines = String(csv.data).replace(/^\uFEFF/, "").trim().split("\r\n")
        expect(lines[0]).toBe("email,status,locale,requested_at,confirmed_at,consent_ip,consent_locale,consent_wording,unsubscribed_at")
        expect(lines).toHaveLength(2)
        expect(lines[1]).toMatch(new RegExp(`^${email.replace(/\./g, "\\.")},pending,fr,`))

        expect((await api.get("/admin/newsletter/subscribers", { validateStatus: () => true })).status).toBe(401)
        expect((await api.get("/admin/newsletter/subscribers/export", { validateStatus: () => true })).status).toBe(401)
      })
    })
  },
})
