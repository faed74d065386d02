import { ContainerRegistrationKeys, generateJwtToken, Modules } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../test-runner"
import { FAVOURITE_MODULE } from "../../src/modules/favourite"
import type FavouriteModuleService from "../../src/modules/favourite/service"
import { createShopper, createStockedProduct, type Shopper } from "../checkout"
import { BACKEND_DIR, seedCatalogue, storeHeaders } from "../helpers"

type ListedFavourite = { product_id: string; product: { title: string } | null }

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    let store: Awaited<ReturnType<typeof storeHeaders>>
    let alice: Shopper
    let bruno: Shopper
    let serumId: string
    let creamId: string
    let draftId: string

    beforeAll(async () => {
      const container = getContainer()
      await seedCatalogue(container)
      store = await storeHeaders(api)
      serumId = (await createStockedProduct(container, { title: "Sérum favori", price: 12500, stock: 10 })).productId
      creamId = (await createStockedProduct(container, { title: "Crème favorite", price: 8000, stock: 3 })).productId
      draftId = (await createStockedProduct(container, { title: "Brouillon favori", price: 5000, stock: 5 })).productId
      await container.resolve(Modules.PRODUCT).updateProducts(draftId, { status: "draft" })
      alice = await createShopper(api, store, "alice.favourites@example.cm")
      bruno = await createShopper(api, store, "bruno.favourites@example.cm")
    })

    const call = (method: "get" | "post" | "delete", path: string, headers: Record<string, string>, body?: unknown) =>
      (method === "post" ? api.post(path, body, { headers }) : api[method](path, { headers })).catch(
        (error: { response: unknown }) => error.response as any
      )
    const add = (shopper: Shopper, productId: string) =>
      call("post", "/store/favourites", shopper.headers, { product_id: productId })
    const list = (shopper: Shopper) => call("get", "/store/favourites", shopper.headers)
    const rowsOf = async (customerId: string) =>
      getContainer().resolve<FavouriteModuleService>(FAVOURITE_MODULE).listFavourites({ customer_id: customerId })

    describe("POST /store/favourites", () => {
      it("adds a product, then lists it with title, handle, picture, price and stock", async () => {
        const added = await add(alice, creamId)
        expect(added.status).toBe(201)
        expect(added.data.favourite).toMatchObject({ id: expect.stringMatching(/^fav_/), product_id: creamId })

        const { status, data } = await list(alice)
        expect(status).toBe(200)
        expect(data.count).toBe(1)
        expect(data.favourites[0]).toMatchObject({
          id: added.data.favourite.id,
          product: {
            id: creamId,
            title: "Crème favorite",
            handle: expect.any(String),
            variant_id: expect.stringMatching(/^variant_/),
            price: { amount: 8000, currency_code: "xaf" },
            stock: { status: "low", quantity: 3 },
          },
        })
        expect(data.favourites[0].product).toHaveProperty("thumbnail")
      })

      it("refuses the same product twice with a 409", async () => {
        expect((await add(alice, serumId)).status).toBe(201)
        const again = await add(alice, serumId)
        expect(again.status).toBe(409)
        expect(again.data).toEqual({ code: "already_added", type: "conflict", message: "Product already added to favorites" })
        expect(await rowsOf(alice.customerId)).toHaveLength(1)
      })

      it("makes one row when two adds of the same product are sent at once", async () => {
        const answers = await Promise.all([add(bruno, serumId), add(bruno, serumId), add(bruno, serumId)])
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409])
        expect(await rowsOf(bruno.customerId)).toHaveLength(1)
      })

      it("answers 'Product not found' for an unknown or unpublished product", async () => {
        for (const productId of ["prod_01NOTAREALPRODUCT", draftId]) {
          const answer = await add(alice, productId)
          expect(answer.status).toBe(404)
          expect(answer.data).toEqual({ code: "product_not_found", type: "not_found", message: "Product not found" })
        }
        expect(await rowsOf(alice.customerId)).toHaveLength(0)
      })

      it("refuses a missing or oversized product id", async () => {
        expect((await call("post", "/store/favourites", alice.headers, {})).status).toBe(400)
        expect((await add(alice, "p".repeat(65))).status).toBe(400)
      })

      it("asks an anonymous visitor to log in (401), for every favourites route", async () => {
        const anonymous = store().headers
        for (const answer of [
          await call("post", "/store/favourites", anonymous, { product_id: serumId }),
          await call("get", "/store/favourites", anonymous),
          await call("delete", "/store/favourites/fav_01ANY", anonymous),
        ]) {
          expect(answer.status).toBe(401)
          expect(answer.data).toEqual({ code: "login_required", type: "unauthorized", message: "Please login before adding to favorite" })
        }
        const bogusToken = { ...anonymous, authorization: "Bearer not-a-token" }
        expect((await call("get", "/store/favourites", bogusToken)).status).toBe(401)
      })
    })

    describe("DELETE /store/favourites/:id and /store/favourites/products/:product_id", () => {
      it("removes the customer's own favourite, by id or by product", async () => {
        const serum = (await add(alice, serumId)).data.favourite
        await add(alice, creamId)
        const byId = await call("delete", `/store/favourites/${serum.id}`, alice.headers)
        expect(byId.status).toBe(200)
        expect(byId.data).toMatchObject({ id: serum.id, product_id: serumId, deleted: true })
        const byProduct = await call("delete", `/store/favourites/products/${creamId}`, alice.headers)
        expect(byProduct.status).toBe(200)
        expect((await list(alice)).data).toMatchObject({ favourites: [], count: 0 })
        expect((await call("delete", `/store/favourites/${serum.id}`, alice.headers)).status).toBe(404)
      })

      it("keeps two customers' lists apart: another customer's id or product is a 404 and stays", async () => {
        const alices = (await add(alice, serumId)).data.favourite
        await add(bruno, creamId)

        expect((await list(alice)).data.favourites.map((f: ListedFavourite) => f.product_id)).toEqual([serumId])
        expect((await list(bruno)).data.favourites.map((f: ListedFavourite) => f.product_id)).toEqual([creamId])

        const byId = await call("delete", `/store/favourites/${alices.id}`, bruno.headers)
        expect(byId.status).toBe(404)
        expect(byId.data).toEqual({ code: "favourite_not_found", type: "not_found", message: "The item was not removed" })
        expect((await call("delete", `/store/favourites/products/${serumId}`, bruno.headers)).status).toBe(404)

        expect((await rowsOf(alice.customerId)).map((row) => row.id)).toEqual([alices.id])
        expect(await rowsOf(bruno.customerId)).toHaveLength(1)
      })
    })

    describe("GET /store/favourites", () => {
      it("pages newest first and hides a product that is no longer sold, keeping its row removable", async () => {
        await add(alice, serumId)
        await add(alice, creamId)
        const firstPage = (await call("get", "/store/favourites?limit=1", alice.headers)).data
        expect(firstPage).toMatchObject({ count: 2, limit: 1, offset: 0 })
        expect(firstPage.favourites.map((f: ListedFavourite) => f.product_id)).toEqual([creamId])

        await getContainer().resolve(Modules.PRODUCT).updateProducts(creamId, { status: "draft" })
        try {
          const { favourites } = (await list(alice)).data
          expect(favourites.find((f: ListedFavourite) => f.product_id === creamId)?.product).toBeNull()
          expect(favourites.find((f: ListedFavourite) => f.product_id === serumId)?.product?.title).toBe("Sérum favori")
        } finally {
          await getContainer().resolve(Modules.PRODUCT).updateProducts(creamId, { status: "published" })
        }
        expect((await call("get", "/store/favourites?limit=500", alice.headers)).status).toBe(400)
      })
    })

    describe("GET /admin/customers/:id/favourites", () => {
      it("shows staff a customer's favourites, and refuses anyone else", async () => {
        const container = getContainer()
        const [user] = await container.resolve(Modules.USER).createUsers([{ email: `staff-${Date.now()}@dreamshade.cm` }])
        const { projectConfig } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
        const token = generateJwtToken(
          { actor_id: user.id, actor_type: "user", auth_identity_id: "", app_metadata: { user_id: user.id } },
          { secret: projectConfig.http.jwtSecret as string, expiresIn: "1h" }
        )
        await add(alice, serumId)
        await add(bruno, creamId)

        const staff = { authorization: `Bearer ${token}` }
        const { status, data } = await call("get", `/admin/customers/${alice.customerId}/favourites`, staff)
        expect(status).toBe(200)
        expect(data.count).toBe(1)
        expect(data.favourites[0]).toMatchObject({
          product_id: serumId,
          product: { id: serumId, title: "Sérum favori", status: "published" },
        })
        // A customer's token is not a staff token.
        expect((await call("get", `/admin/customers/${alice.customerId}/favourites`, alice.headers)).status).toBe(401)
      })
    })

    afterEach(async () => {
      // Each test starts with empty lists (the products and customers stay).
      const service = getContainer().resolve<FavouriteModuleService>(FAVOURITE_MODULE)
      const rows = await service.listFavourites({})
      if (rows.length) await service.deleteFavourites(rows.map((row) => row.id))
    })
  },
})
