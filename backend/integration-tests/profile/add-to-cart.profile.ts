import fs from "node:fs"
import { Session } from "node:inspector/promises"
import { createRequire } from "node:module"
import path from "node:path"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../test-runner"
import { BACKEND_DIR, seedCatalogue, storeHeaders } from "../helpers"
import { type Profile, summarise } from "./cpu-profile"

const backendRequire = createRequire(__filename)
const { leanAddToCartWorkflow } = backendRequire(path.join(BACKEND_DIR, "src/workflows/carts/workflows/lean-add-to-cart.ts"))

/**
 * Where an add to cart's CPU goes, Medusa's `addToCartWorkflow` beside the lean add
 * (docs/decisions/045), on the test app's seeded shop: 20 carts, each add one unit of the next of
 * 10 variants (the purchase bench's pattern, the carts growing to 10 lines), one add at a time,
 * the two workflows in turns. Per workflow: CPU time per add (`process.cpuUsage`, the whole test
 * process, which here is the app), SQL statements per add, and V8's sampling profile by area.
 * Profiles are written to `.data/profiles/` (open them in Chrome's DevTools).
 */
const CARTS = 20
const VARIANTS = 10
const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 3)
const OUT_DIR = path.resolve(BACKEND_DIR, "../.data/profiles")

integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ api, getContainer }) => {
    it("profiles Medusa's add to cart and the lean add", async () => {
      const container = getContainer()
      const { addToCartWorkflow } = await import("@medusajs/medusa/core-flows")
      await seedCatalogue(container)
      const store = await storeHeaders(api)
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data: regions } = await query.graph({ entity: "region", fields: ["id", "countries.iso_2"] })
      const regionId = regions.find((region: any) => region.countries.some((c: any) => c.iso_2 === "cm"))!.id
      const { data } = await api.get(`/store/products?limit=60&region_id=${regionId}&fields=variants.id,+variants.inventory_quantity`, store())
      const variants = data.products.flatMap((product: any) => product.variants).filter((v: any) => v.inventory_quantity >= 30).slice(0, VARIANTS).map((v: any) => v.id)
      expect(variants).toHaveLength(VARIANTS)

      const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as any
      let statements = 0
      knex.on("query", () => statements++)
      const workflows = {
        stock: (cart_id: string, variant_id: string) => addToCartWorkflow(container).run({ input: { cart_id, items: [{ variant_id, quantity: 1 }] } }),
        lean: (cart_id: string, variant_id: string) => leanAddToCartWorkflow(container).run({ input: { cart_id, items: [{ variant_id, quantity: 1 }] } }),
        // The whole request as the storefront sends it: the route, our middlewares, the lean add and
        // the answer's read of the cart's id (the HTTP client's own work is in this process too).
        route: (cart_id: string, variant_id: string) =>
          api.post(`/store/carts/${cart_id}/line-items?fields=id`, { variant_id, quantity: 1 }, store("fr-FR")),
      }
      const carts = {} as Record<keyof typeof workflows, string[]>
      const sent = {} as Record<keyof typeof workflows, number[]>
      for (const name of Object.keys(workflows) as (keyof typeof workflows)[]) {
        carts[name] = []
        for (let n = 0; n < CARTS; n++) {
          // The storefront creates its carts with the shopper's locale; Medusa's add is profiled as before.
          const locale = name === "route" ? { locale: "fr-FR" } : {}
          const { data: created } = await api.post("/store/carts", { region_id: regionId, ...locale }, store())
          carts[name].push(created.cart.id)
          await workflows[name](created.cart.id, variants[n % VARIANTS]) // warm, outside the clock
        }
        sent[name] = carts[name].map(() => 1)
      }

      const session = new Session()
      session.connect()
      await session.post("Profiler.enable")
      await session.post("Profiler.setSamplingInterval", { interval: 200 })
      fs.mkdirSync(OUT_DIR, { recursive: true })
      const names = Object.keys(workflows) as (keyof typeof workflows)[]
      type Totals = { cpu: number; wall: number; adds: number; statements: number }
      const totals = Object.fromEntries(names.map((name) => [name, { cpu: 0, wall: 0, adds: 0, statements: 0 }])) as Record<keyof typeof workflows, Totals>
      const profiles = Object.fromEntries(names.map((name) => [name, [] as Profile[]])) as Record<keyof typeof workflows, Profile[]>
      for (let round = 0; round < ROUNDS; round++) {
        for (const name of names) {
          await session.post("Profiler.start")
          const [cpuBefore, wallBefore, statementsBefore] = [process.cpuUsage(), performance.now(), statements]
          for (let n = 0; n < CARTS; n++) {
            const variant = variants[(n + sent[name][n]!++) % VARIANTS]
            await workflows[name](carts[name][n]!, variant)
          }
          const cpu = process.cpuUsage(cpuBefore)
          totals[name].cpu += (cpu.user + cpu.system) / 1000
          totals[name].wall += performance.now() - wallBefore
          totals[name].statements += statements - statementsBefore
          totals[name].adds += CARTS
          const { profile } = await session.post("Profiler.stop")
          profiles[name].push(profile as Profile)
          fs.writeFileSync(path.join(OUT_DIR, `add-to-cart-${name}-${round}.cpuprofile`), JSON.stringify(profile))
        }
      }
      session.disconnect()

      for (const name of names) {
        const t = totals[name]
        const { areas, functions } = summarise(profiles[name], 15)
        console.info(
          [
            `${name}: ${t.adds} adds, CPU ${(t.cpu / t.adds).toFixed(1)} ms per add, wall ${(t.wall / t.adds).toFixed(1)} ms, ${(t.statements / t.adds).toFixed(1)} SQL statements per add`,
            "  by area (self time): " + areas.join("; "),
            "  top functions:",
            ...functions.map((line) => `    ${line}`),
          ].join("\n")
        )
      }
    })
  },
})
