import { Modules } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../test-runner"
import sharp from "sharp"
import { BACKEND_DIR, seedStore, storeHeaders } from "../helpers"
import { activeCustomer, asClient, clientIp, login, waitForEmail } from "../helpers/accounts"
import { createStaff, staffLogin } from "../helpers/staff"

function multipart(buffer: Buffer, filename: string, type: string) {
  const form = new FormData()
  form.append("picture", new Blob([new Uint8Array(buffer)], { type }), filename)
  return form
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

    describe("POST /admin/customers/:id/account", () => {
      it("deactivates: the token answers 401 and login says deactivated; reactivating restores both", async () => {
        const { input, id, token } = await activeCustomer(api, store)
        expect((await api.get(`/admin/customers/${id}/account`, admin)).data.account).toMatchObject({
          status: "active",
          activated_at: expect.any(String),
          deactivated_at: null,
        })
        const off = await api.post(`/admin/customers/${id}/account`, { status: "deactivated" }, admin)
        expect(off.data.account.status).toBe("deactivated")
        for (const path of ["/store/customers/me", "/store/account/me", "/store/orders", "/store/customers/me/addresses"]) {
          expect((await api.get(path, asClient(store, clientIp(), token))).status).toBe(401)
        }
        const refused = await login(api, store, input.email, input.password)
        expect(refused.status).toBe(403)
        expect(refused.data.code).toBe("account_deactivated")

        await api.post(`/admin/customers/${id}/account`, { status: "active" }, admin)
        expect((await api.get("/store/customers/me", asClient(store, clientIp(), token))).status).toBe(200)
      })

      it("is for staff only and checks the status", async () => {
        const { id, token } = await activeCustomer(api, store)
        const asCustomer = await api.post(`/admin/customers/${id}/account`, { status: "deactivated" }, asClient(store, clientIp(), token))
        expect(asCustomer.status).toBe(401)
        expect((await api.post(`/admin/customers/${id}/account`, { status: "deleted" }, admin)).status).toBe(400)
      })
    })

    describe("GET/POST /store/account/me and notifications", () => {
      it("updates the caller's own details and marks the caller's own notifications read", async () => {
        const a = await activeCustomer(api, store)
        const b = await activeCustomer(api, store)
        const updated = await api.post(
          "/store/account/me",
          { first_name: "Awa-Marie", phone: "237690000002", locale: "en" },
          asClient(store, clientIp(), a.token)
        )
        expect(updated.data.account).toMatchObject({ id: a.id, first_name: "Awa-Marie", phone: "237690000002", locale: "en" })
        const badPhone = await api.post("/store/account/me", { phone: "123" }, asClient(store, clientIp(), a.token))
        expect(badPhone.data).toMatchObject({ code: "invalid_data", field: "phone" })
        expect((await api.get("/store/account/me", asClient(store, clientIp(), b.token))).data.account.first_name).toBe("Awa")

        const list = await api.get("/store/account/notifications", asClient(store, clientIp(), a.token))
        expect(list.data).toMatchObject({ count: 1, unread_count: 1 })
        const [welcome] = list.data.notifications
        expect(welcome).toMatchObject({ kind: "account_activated", read_at: null })
        const others = await api.post(`/store/account/notifications/${welcome.id}/read`, {}, asClient(store, clientIp(), b.token))
        expect(others.status).toBe(404)
        const read = await api.post(`/store/account/notifications/${welcome.id}/read`, {}, asClient(store, clientIp(), a.token))
        expect(read.data.notification.read_at).not.toBeNull()
        expect((await api.get("/store/account/notifications", asClient(store, clientIp(), a.token))).data.unread_count).toBe(0)
      })

      it("keeps addresses to their owner", async () => {
        const a = await activeCustomer(api, store)
        const b = await activeCustomer(api, store)
        const created = await api.post(
          "/store/customers/me/addresses",
          { address_1: "Rue 1", city: "Douala", country_code: "cm", metadata: { type: "shipping" } },
          asClient(store, clientIp(), a.token)
        )
        const addressId = created.data.customer.addresses[0].id
        expect((await api.get("/store/customers/me/addresses", asClient(store, clientIp(), b.token))).data.addresses).toEqual([])
        const steal = await api.post(`/store/customers/me/addresses/${addressId}`, { city: "Yaoundé" }, asClient(store, clientIp(), b.token))
        expect(steal.status).toBe(404)
      })
    })

    describe("POST/DELETE /store/account/picture", () => {
      it("re-encodes a picture to WebP of at most 512 px, served from the backend", async () => {
        const a = await activeCustomer(api, store)
        const b = await activeCustomer(api, store)
        const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c06" } }).png().toBuffer()
        const uploaded = await api.post("/store/account/picture", multipart(png, "me.png", "image/png"), asClient(store, clientIp(), a.token))
        expect(uploaded.status).toBe(200)
        const url: string = uploaded.data.picture_url
        expect(url).toMatch(/\/uploads\/.+\.webp$/)
        const served = await api.get(new URL(url).pathname, { responseType: "arraybuffer" })
        const meta = await sharp(Buffer.from(served.data)).metadata()
        expect(meta).toMatchObject({ format: "webp", width: 512, height: 341 })
        expect((await api.get("/store/account/me", asClient(store, clientIp(), b.token))).data.account.picture_url).toBeNull()

        const removed = await api.delete("/store/account/picture", asClient(store, clientIp(), a.token))
        expect(removed.data).toEqual({ picture_url: null })
        expect((await api.get(new URL(url).pathname, { validateStatus: () => true })).status).toBe(404)
      })

      it("checks the content and the size", async () => {
        const { token } = await activeCustomer(api, store)
        const fake = await api.post("/store/account/picture", multipart(Buffer.from("<svg/>"), "x.png", "image/png"), asClient(store, clientIp(), token))
        expect(fake.status).toBe(400)
        expect(fake.data.code).toBe("picture_invalid")
        const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } }).gif().toBuffer()
        expect((await api.post("/store/account/picture", multipart(gif, "x.jpg", "image/jpeg"), asClient(store, clientIp(), token))).data.code).toBe("picture_invalid")
        const big = Buffer.alloc(2 * 1024 * 1024 + 10, 1)
        const tooBig = await api.post("/store/account/picture", multipart(big, "big.jpg", "image/jpeg"), asClient(store, clientIp(), token))
        expect(tooBig.status).toBe(413)
        expect(tooBig.data.code).toBe("picture_too_large")
      })
    })

    describe("DELETE /store/account", () => {
      it("anonymises the customer, ends the session and login, and confirms by e-mail", async () => {
        const { input, id, token } = await activeCustomer(api, store)
        const deleted = await api.delete("/store/account", asClient(store, clientIp(), token))
        expect(deleted.data).toEqual({ deleted: true })
        expect((await api.get("/store/customers/me", asClient(store, clientIp(), token))).status).toBe(401)
        expect((await login(api, store, input.email, input.password)).data.code).toBe("account_not_found")
        await waitForEmail(input.email, "account-deleted")
        const customer = await getContainer().resolve(Modules.CUSTOMER).retrieveCustomer(id)
        expect(customer).toMatchObject({ first_name: null, last_name: null, phone: null, has_account: false })
        expect(customer.email).not.toContain(input.email.split("@")[0])
      })
    })
  },
})
