import { randomUUID } from "node:crypto"
import { Modules } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../test-runner"
import { CONTACT_MODULE } from "../../src/modules/contact"
import type ContactModuleService from "../../src/modules/contact/service"
import { BACKEND_DIR, seedStore, storeHeaders } from "../helpers"
import { asClient, clientIp, solveCaptcha } from "../helpers/accounts"
import { createStaff, staffLogin } from "../helpers/staff"
import { type OutboxEmail, readOutbox } from "../outbox"

/** The test environment's low limits (vitest.settings.ts), so the throttle tests stay short. */
const PER_IP_PER_HOUR = 3
const PER_EMAIL_PER_HOUR = 2

const CONTACT_TEMPLATES = ["contact-message", "contact-acknowledgement"]
const SHOP_EMAIL = "contact@dreamshade.cm"
/** A message as the admin routes return it. */
type StaffMessage = { id: string; kind: string; state: string; email: string }

function contactInput(overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8)
  return {
    kind: "customer_support",
    name: "Awa Ngono",
    email: `awa.${tag}@example.cm`,
    phone: "237670000001",
    subject: `Ma commande ${tag}`,
    message: "Bonjour,\nma commande n'est pas arrivée.\nMerci",
    locale: "fr",
    ...overrides,
  }
}

/** The newest e-mail that passes `match`, waiting for the subscriber to write it. */
async function waitForOutbox(match: (email: OutboxEmail) => boolean, timeoutMs = 15_000): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await readOutbox()).filter(match).at(-1)
    if (found) return found
    if (Date.now() > deadline) throw new Error("expected e-mail not in the outbox")
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let store: Awaited<ReturnType<typeof storeHeaders>>
    let admin: { headers: Record<string, string>; validateStatus: () => boolean }

    beforeAll(async () => {
      await seedStore(getContainer())
      await createStaff(getContainer())
      store = await storeHeaders(api)
    })

    beforeEach(async () => {
      const { data } = await staffLogin(api)
      admin = { headers: { authorization: `Bearer ${data.token}` }, validateStatus: () => true }
    })

    // The runner restores the database before the next test: let the subscriber finish sending
    // (two e-mails per stored message, each recorded as sent) so it is not cut off mid-write.
    afterEach(async () => {
      const container = getContainer()
      const contacts = container.resolve<ContactModuleService>(CONTACT_MODULE)
      const notifications = container.resolve(Modules.NOTIFICATION)
      const deadline = Date.now() + 15_000
      for (;;) {
        const [, stored] = await contacts.listAndCountContactMessages({})
        const notices = await notifications.listNotifications({ template: CONTACT_TEMPLATES })
        const sent = notices.filter((notice) => notice.status === "success")
        if (sent.length >= stored * 2) return
        if (Date.now() > deadline) throw new Error(`${sent.length} contact e-mails sent for ${stored} messages`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })

    async function send(input: Record<string, unknown>, ip = clientIp()) {
      return api.post("/store/contact-messages", { ...input, captcha: await solveCaptcha(api, store) }, asClient(store, ip))
    }

    describe("POST /store/contact-messages", () => {
      it("stores the message, e-mails the shop and acknowledges it to the sender in French", async () => {
        const input = contactInput()
        const response = await send(input)
        expect(response.status).toBe(201)
        const id = response.data.contact_message.id
        expect(id).toMatch(/^cmsg_/)

        const stored = (await api.get(`/admin/contact-messages/${id}`, admin)).data.contact_message
        expect(stored).toMatchObject({
          kind: "customer_support",
          name: input.name,
          email: input.email,
          phone: input.phone,
          subject: input.subject,
          message: input.message,
          language: "fr",
          state: "new",
          answered_at: null,
        })

        const toShop = await waitForOutbox((email) => email.to === SHOP_EMAIL && email.text.includes(input.email))
        expect(toShop.template).toBe("contact-message")
        expect(toShop.subject).toBe(`[Service client] ${input.subject}`)
        expect(toShop.text).toContain(input.message)
        expect(toShop.text).toContain("Téléphone : 237670000001")
        expect(toShop.links).toContain(`http://localhost:9000/app/contact-messages/${id}`)

        const ack = await waitForOutbox((email) => email.to === input.email)
        expect(ack.template).toBe("contact-acknowledgement")
        expect(ack.subject).toBe("Nous avons bien reçu votre message – DreamShade")
        expect(ack.text).toContain(`Référence : ${id}`)
        // Nothing the visitor typed travels back to the address they gave.
        expect(ack.text).not.toContain(input.subject)
        expect(ack.text).not.toContain(input.name)
      })

      it("acknowledges in English a message sent from the English shop, without a phone", async () => {
        const input = contactInput({ kind: "sales_inquiry", locale: "en", phone: "", subject: "Wholesale prices" })
        const response = await send(input)
        expect(response.status).toBe(201)
        const ack = await waitForOutbox((email) => email.to === input.email)
        expect(ack.subject).toBe("We have received your message – DreamShade")
        expect(ack.text).toContain("Thank you for writing to DreamShade")
        const toShop = await waitForOutbox((email) => email.to === SHOP_EMAIL && email.text.includes(input.email))
        expect(toShop.subject).toBe("[Demande commerciale] Wholesale prices")
        expect(toShop.text).toContain("Langue : anglais")
        expect(toShop.text).toContain("Téléphone : non indiqué")
        const stored = (await api.get(`/admin/contact-messages/${response.data.contact_message.id}`, admin)).data
        expect(stored.contact_message).toMatchObject({ language: "en", phone: null, kind: "sales_inquiry" })
      })

      it("refuses missing fields with the spec's messages, naming the field", async () => {
        const complete = contactInput()
        const cases: [string, Record<string, unknown>, string][] = [
          ["name", { name: "  " }, "All fields are required"],
          ["subject", { subject: undefined }, "All fields are required"],
          ["message", { message: "" }, "All fields are required"],
          ["kind", { kind: "complaint" }, "All fields are required"],
          ["email", { email: "not-an-email" }, "The field is obligatory and must be an email"],
          ["phone", { phone: "12345" }, "The phone number must be 237 followed by 9 digits starting with 6"],
          ["captcha", { captcha: undefined }, "Please verify the captcha"],
        ]
        for (const [field, change, message] of cases) {
          const body = { ...complete, captcha: "unused", ...change }
          const response = await api.post("/store/contact-messages", body, asClient(store, clientIp()))
          expect(response.status, field).toBe(400)
          expect(response.data, field).toEqual({ code: "invalid_data", type: "invalid_data", field, message })
        }
        const tooLong = await api.post(
          "/store/contact-messages",
          { ...complete, captcha: "unused", message: "x".repeat(5001) },
          asClient(store, clientIp())
        )
        expect(tooLong.data).toMatchObject({ code: "invalid_data", field: "message", message: "At most 5000 characters" })
        const { data } = await api.get("/admin/contact-messages?limit=100", admin)
        expect(data.contact_messages.some((message: StaffMessage) => message.email === complete.email)).toBe(false)
      })

      it("refuses a forged or replayed captcha and stores nothing", async () => {
        const input = contactInput()
        const forged = await api.post("/store/contact-messages", { ...input, captcha: "e30=" }, asClient(store, clientIp()))
        expect(forged.status).toBe(400)
        expect(forged.data).toMatchObject({ code: "captcha_invalid", field: "captcha", message: "Please verify the captcha" })
        const captcha = await solveCaptcha(api, store)
        expect((await api.post("/store/contact-messages", { ...input, captcha }, asClient(store, clientIp()))).status).toBe(201)
        const replay = await api.post("/store/contact-messages", { ...input, captcha }, asClient(store, clientIp()))
        expect(replay.data.code).toBe("captcha_invalid")
        const { data } = await api.get("/admin/contact-messages?limit=100", admin)
        expect(data.contact_messages.filter((message: StaffMessage) => message.email === input.email)).toHaveLength(1)
      })

      it("answers 429 once one address has sent its allowance of messages", async () => {
        const ip = clientIp()
        for (let i = 0; i < PER_IP_PER_HOUR; i++) expect((await send(contactInput(), ip)).status).toBe(201)
        const blocked = await send(contactInput(), ip)
        expect(blocked.status).toBe(429)
        expect(blocked.data).toMatchObject({ code: "too_many_attempts" })
        expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0)
        // Another address is not affected.
        expect((await send(contactInput())).status).toBe(201)
      })

      it("answers 429 once one sender e-mail has had its allowance, whatever the address", async () => {
        const email = `flood.${randomUUID().slice(0, 8)}@example.cm`
        for (let i = 0; i < PER_EMAIL_PER_HOUR; i++) expect((await send(contactInput({ email }))).status).toBe(201)
        const blocked = await send(contactInput({ email: email.toUpperCase() }))
        expect(blocked.status).toBe(429)
        expect(blocked.data.code).toBe("too_many_attempts")
      })

      it("keeps HTML in the message inert in both e-mails", async () => {
        const attack = '<script>alert("x")</script><img src=x onerror="alert(1)">'
        const input = contactInput({ name: '<b onmouseover="alert(2)">Awa</b>', subject: "<i>Hi</i>", message: attack })
        const response = await send(input)
        expect(response.status).toBe(201)
        const toShop = await waitForOutbox((email) => email.to === SHOP_EMAIL && email.text.includes(input.email))
        expect(toShop.text).toContain(attack)
        expect(toShop.html).not.toMatch(/<script|<img|<b |<i>/i)
        expect(toShop.html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;")
        expect(toShop.html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;")
        const ack = await waitForOutbox((email) => email.to === input.email)
        expect(ack.html).not.toMatch(/<script|<img|onerror|onmouseover/i)
        const stored = (await api.get(`/admin/contact-messages/${response.data.contact_message.id}`, admin)).data
        expect(stored.contact_message.message).toBe(attack)
      })
    })

    describe("admin /admin/contact-messages", () => {
      it("requires a signed-in staff member for the list, one message and marking it answered", async () => {
        const { data } = await send(contactInput())
        const id = data.contact_message.id
        const anonymous = { validateStatus: () => true }
        expect((await api.get("/admin/contact-messages", anonymous)).status).toBe(401)
        expect((await api.get(`/admin/contact-messages/${id}`, anonymous)).status).toBe(401)
        expect((await api.post(`/admin/contact-messages/${id}/answered`, {}, anonymous)).status).toBe(401)
        // A shopper's publishable key is no staff credential either.
        expect((await api.get("/admin/contact-messages", asClient(store, clientIp()))).status).toBe(401)
        expect((await api.get(`/admin/contact-messages/${id}`, admin)).data.contact_message.state).toBe("new")
      })

      it("lists newest first, filters by kind and state, and marks a message answered once", async () => {
        const support = await send(contactInput({ kind: "customer_support" }))
        const sales = await send(contactInput({ kind: "sales_inquiry" }))
        const supportId = support.data.contact_message.id
        const salesId = sales.data.contact_message.id

        const all = (await api.get("/admin/contact-messages?limit=100", admin)).data
        const ids = all.contact_messages.map((message: StaffMessage) => message.id)
        expect(ids.indexOf(salesId)).toBeLessThan(ids.indexOf(supportId))
        expect(all.count).toBeGreaterThanOrEqual(2)

        const salesOnly = (await api.get("/admin/contact-messages?kind=sales_inquiry&limit=100", admin)).data.contact_messages
        expect(salesOnly.every((message: StaffMessage) => message.kind === "sales_inquiry")).toBe(true)
        expect(salesOnly.map((message: StaffMessage) => message.id)).toContain(salesId)
        expect(salesOnly.map((message: StaffMessage) => message.id)).not.toContain(supportId)

        const marked = await api.post(`/admin/contact-messages/${supportId}/answered`, {}, admin)
        expect(marked.status).toBe(200)
        expect(marked.data.contact_message).toMatchObject({ id: supportId, state: "answered", answered_at: expect.any(String) })
        const again = await api.post(`/admin/contact-messages/${supportId}/answered`, {}, admin)
        expect(again.data.contact_message.answered_at).toBe(marked.data.contact_message.answered_at)

        const answered = (await api.get("/admin/contact-messages?state=answered&limit=100", admin)).data.contact_messages
        expect(answered.map((message: StaffMessage) => message.id)).toContain(supportId)
        expect(answered.every((message: StaffMessage) => message.state === "answered")).toBe(true)
        const fresh = (await api.get("/admin/contact-messages?state=new&kind=customer_support&limit=100", admin)).data.contact_messages
        expect(fresh.map((message: StaffMessage) => message.id)).not.toContain(supportId)
        expect(fresh.every((message: StaffMessage) => message.state === "new" && message.kind === "customer_support")).toBe(true)
      })

      it("answers 404 for an unknown message and 400 for an unknown filter value", async () => {
        expect((await api.get("/admin/contact-messages/cmsg_missing", admin)).status).toBe(404)
        expect((await api.post("/admin/contact-messages/cmsg_missing/answered", {}, admin)).status).toBe(404)
        expect((await api.get("/admin/contact-messages?state=archived", admin)).status).toBe(400)
      })
    })
  },
})
