import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { integrationTestRunner } from "../test-runner"
import { BACKEND_DIR, seedStore, storeHeaders } from "../helpers"
import { activeCustomer } from "../helpers/accounts"
import { createStaff, STAFF, solveStaffCaptcha, staffLogin } from "../helpers/staff"

const uploads = () => path.resolve(process.env.MEDUSA_UPLOAD_DIR as string)

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedStore(getContainer())
      await createStaff(getContainer())
    })

    const get = (url: string, headers: Record<string, string> = {}) =>
      api.get(url, { headers }).catch((error: any) => error.response)

    it("answers the store, auth and admin APIs with the basic security headers and no X-Powered-By", async () => {
      const store = await storeHeaders(api)
      const answers = {
        store: await get("/store/regions", store().headers),
        unauthenticatedAdmin: await get("/admin/orders"),
        wrongStaffPassword: await api
          .post("/auth/user/emailpass", { email: "nobody@example.cm", password: "wrong-password" })
          .catch((error: any) => error.response),
        closedRoute: await get("/auth/customer/emailpass"),
      }
      for (const [name, response] of Object.entries(answers)) {
        const seen = {
          nosniff: response.headers["x-content-type-options"],
          frame: response.headers["x-frame-options"],
          policy: response.headers["content-security-policy"],
          poweredBy: response.headers["x-powered-by"],
        }
        expect({ name, ...seen }).toEqual({
          name,
          nosniff: "nosniff",
          frame: "DENY",
          policy: "frame-ancestors 'none'",
          poweredBy: undefined,
        })
      }
    })

    it("serves uploaded pictures inert and never an uploaded SVG or HTML file", async () => {
      mkdirSync(uploads(), { recursive: true })
      const stamp = Date.now()
      writeFileSync(path.join(uploads(), `evil-${stamp}.svg`), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
      writeFileSync(path.join(uploads(), `evil-${stamp}.html`), "<script>alert(1)</script>")
      writeFileSync(path.join(uploads(), `picture-${stamp}.webp`), Buffer.from("RIFF\0\0\0\0WEBPVP8 "))

      for (const name of [`evil-${stamp}.svg`, `evil-${stamp}.html`, `EVIL-${stamp}.SVG`]) {
        const response = await get(`/uploads/${name}`)
        expect(response.status).toBe(404)
        expect(String(response.data)).not.toContain("<script>")
      }
      const picture = await get(`/uploads/picture-${stamp}.webp`)
      expect(picture.status).toBe(200)
      expect(picture.headers["content-type"]).toBe("image/webp")
      expect(picture.headers["x-content-type-options"]).toBe("nosniff")
      expect(picture.headers["content-security-policy"]).toMatch(/^default-src 'none'.*sandbox/)
      // Readable by the shop's service worker, which counts a picture's bytes to keep it (decision 034).
      expect(picture.headers["access-control-allow-origin"]).toBe("*")
    })

    it("refuses a cross-site write to the admin even with the staff session cookie", async () => {
      const store = await storeHeaders(api)
      const customer = await activeCustomer(api, store, { email: `target-${Date.now()}@example.cm` })
      const { data: login } = await staffLogin(api)
      const session = await api.post("/auth/session", {}, { headers: { authorization: `Bearer ${login.token}` } })
      const sessionCookie = String(session.headers["set-cookie"]?.[0] ?? "")
      expect(sessionCookie).toMatch(/SameSite=Lax/i)
      const cookie = sessionCookie.split(";")[0]

      const post = (body: string, headers: Record<string, string>) =>
        api.post(`/admin/customers/${customer.id}`, body, { headers: { cookie, ...headers } }).catch((error: any) => error.response)
      const crossSite = await post(JSON.stringify({ first_name: "Pirate" }), {
        "content-type": "application/json",
        origin: "https://evil.example",
      })
      expect(crossSite.status).toBe(403)
      const formPost = await post("first_name=Pirate", { "content-type": "application/x-www-form-urlencoded" })
      expect(formPost.status).toBe(415)

      const sameSite = await post(JSON.stringify({ first_name: "Awa" }), {
        "content-type": "application/json",
        origin: "http://localhost:9000",
      })
      expect(sameSite.status).toBe(200)
      expect(sameSite.data.customer.first_name).toBe("Awa")
    })

    it("throttles the staff login atomically, per e-mail and address, without locking out the real user elsewhere, and asks a captcha", async () => {
      const attacker = { "x-forwarded-for": "203.0.113.7" }
      const attempt = (password: string, headers: Record<string, string>) => staffLogin(api, { email: STAFF.email, password }, headers)
      const captchas = await Promise.all(Array.from({ length: 20 }, () => solveStaffCaptcha(api)))

      const rush = await Promise.all(
        captchas.map((captcha) =>
          api
            .post("/auth/user/emailpass", { email: STAFF.email, password: "wrong-password", captcha }, { headers: attacker })
            .catch((error: any) => error.response)
        )
      )
      const checked = rush.filter((response) => response.status === 401)
      const refused = rush.filter((response) => response.status === 429)
      expect(checked.length).toBe(5) // LOGIN_MAX_FAILURES_PER_ACCOUNT
      expect(refused.length).toBe(15)
      expect(refused[0].headers["retry-after"]).toMatch(/^\d+$/)
      expect((await attempt(STAFF.password, attacker)).status).toBe(429)

      // No captcha, no sign-in: not even the right password.
      const bare = await api
        .post("/auth/user/emailpass", STAFF, { headers: { "x-forwarded-for": "198.51.100.21" } })
        .catch((error: any) => error.response)
      expect(bare.status).toBe(400)
      expect(bare.data.code).toBe("captcha_invalid")

      const staffMember = await attempt(STAFF.password, { "x-forwarded-for": "198.51.100.20" })
      expect(staffMember.status).toBe(200)
      expect(staffMember.data.token).toEqual(expect.any(String))
    })
  },
})
