import { updateRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { integrationTestRunner } from "../test-runner"
import { BACKEND_DIR, seedCatalogue, storeHeaders } from "../helpers"
import { cameroonRegionId } from "../checkout"

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let store: Awaited<ReturnType<typeof storeHeaders>>

    beforeAll(async () => {
      await seedCatalogue(getContainer())
      store = await storeHeaders(api)
    })

    describe("GET /store/payment-modes", () => {
      it("lists the six modes for a cart: offline ones available with instructions, the rest not configured", async () => {
        const regionId = await cameroonRegionId(getContainer())
        const { data: created } = await api.post("/store/carts", { region_id: regionId }, store())
        const { data } = await api.get(`/store/payment-modes?cart_id=${created.cart.id}`, store())
        expect(data.payment_modes.map((mode: any) => [mode.code, mode.available, mode.reason, mode.provider_id])).toEqual([
          ["mtn_momo", false, "not_configured", null],
          ["orange_money", false, "not_configured", null],
          ["card", false, "not_configured", null],
          ["paypal", false, "not_configured", null],
          ["bank_deposit", true, null, "pp_bank-deposit_offline"],
          ["cash_at_shop", true, null, "pp_cash-at-shop_offline"],
        ])
        expect(data.payment_modes[4].instructions.bank).toMatchObject({
          name: expect.any(String),
          account_holder: expect.any(String),
          account_number: expect.any(String),
        })
        expect(data.payment_modes[5].instructions).toMatchObject({
          address: { city: "Douala" },
          hours: { opens: "09:00", closes: "18:00" },
        })
      })

      it("follows staff changing the region's providers, though the region's read is cached", async () => {
        const regionId = await cameroonRegionId(getContainer())
        const { data: created } = await api.post("/store/carts", { region_id: regionId }, store())
        const cashAtShop = async () => {
          const { data } = await api.get(`/store/payment-modes?cart_id=${created.cart.id}`, store())
          return data.payment_modes.find((mode: any) => mode.code === "cash_at_shop")
        }
        expect(await cashAtShop()).toMatchObject({ available: true })
        await updateRegionsWorkflow(getContainer()).run({
          input: { selector: { id: regionId }, update: { payment_providers: ["pp_bank-deposit_offline"] } },
        })
        expect(await cashAtShop()).toMatchObject({ available: false, reason: "not_in_region" })
        await updateRegionsWorkflow(getContainer()).run({
          input: { selector: { id: regionId }, update: { payment_providers: ["pp_bank-deposit_offline", "pp_cash-at-shop_offline"] } },
        })
        expect(await cashAtShop()).toMatchObject({ available: true })
      })

      it("the seed upgrades a region seeded before, dropping Medusa's catch-all system provider", async () => {
        const regionId = await cameroonRegionId(getContainer())
        // How the regions were seeded before the offline providers existed.
        await updateRegionsWorkflow(getContainer()).run({
          input: { selector: { id: regionId }, update: { payment_providers: ["pp_system_default"] } },
        })
        await seedCatalogue(getContainer())
        await seedCatalogue(getContainer())
        const { data: region } = await api.get(`/store/regions/${regionId}?fields=*payment_providers`, store())
        expect(region.region.payment_providers.map((p: any) => p.id).sort()).toEqual([
          "pp_bank-deposit_offline",
          "pp_cash-at-shop_offline",
        ])
      })

      it("answers 400 without a cart and 404 for an unknown cart", async () => {
        const missing = await api.get("/store/payment-modes", store()).catch((error: any) => error.response)
        expect(missing.status).toBe(400)
        expect(missing.data.message).toMatch(/cart_id/)
        const unknown = await api.get("/store/payment-modes?cart_id=cart_nope", store()).catch((error: any) => error.response)
        expect(unknown.status).toBe(404)
      })
    })
  },
})
