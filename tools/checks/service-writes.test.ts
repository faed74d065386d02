import path from "node:path"
import { describe, expect, it } from "vitest"
import { findRepositoryServiceWrites, findServiceWrites } from "./service-writes.js"

const ROOT = path.resolve(import.meta.dirname, "../..")

const calls = (file: string, source: string) => findServiceWrites(file, source).map((write) => `${write.line} ${write.call}`)

describe("findServiceWrites", () => {
  it("finds a route's write on a service it resolved, and a lock taken by hand in lib", () => {
    const route = `
      export async function POST(req, res) {
        const accounts = req.scope.resolve<AccountModuleService>(ACCOUNT_MODULE)
        const [session] = await accounts.listCustomerSessions({ id: "s" })
        await accounts.updateCustomerSessions({ id: session.id, ended_at: new Date() })
        res.status(204).send()
      }`
    expect(calls("backend/src/api/store/account/logout/route.ts", route)).toEqual(["5 accounts.updateCustomerSessions"])

    const lib = `
      export async function cancelOne(container: MedusaContainer, cartId: string) {
        return container.resolve(Modules.LOCKING).execute(cartId, async () => {
          await cancelOrderWorkflow(container).run({ input: { order_id: "o" } })
          await container.resolve(ContainerRegistrationKeys.LINK).dismiss([])
          const carts = container.resolve(Modules.CART) as ICartModuleService
          await carts.updateCarts([{ id: cartId, completed_at: null }])
        })
      }`
    expect(calls("backend/src/lib/orders/cancel.ts", lib)).toEqual([
      "3 container.resolve(Modules.LOCKING).execute",
      "5 container.resolve(ContainerRegistrationKeys.LINK).dismiss",
      "7 carts.updateCarts",
    ])
  })

  it("follows a helper that answers a resolved service, and a field holding one", () => {
    const source = `
      const accounts = (container: MedusaContainer) => container.resolve<AccountModuleService>(ACCOUNT_MODULE)
      function notifications(scope) { return scope.resolve(Modules.NOTIFICATION) }
      export async function start(container, id) {
        await accounts(container).createCustomerSessions({ customer_id: id })
        await notifications(container).createNotifications({ to: "a@b.cm" })
      }
      class Mailer {
        constructor(container) { this.mail = container.resolve(Modules.NOTIFICATION) }
        send() { return this.mail.createNotifications({}) }
      }`
    expect(calls("plugins/x/src/lib/start.ts", source)).toEqual([
      "5 accounts(container).createCustomerSessions",
      "6 notifications(container).createNotifications",
      "10 this.mail.createNotifications",
    ])
  })

  it("allows writes inside a createStep body (invoke and compensate) and in a module's own classes", () => {
    const step = `
      export const endStep = createStep(
        "end",
        async (input, { container }) => {
          await container.resolve(ACCOUNT_MODULE).updateCustomerSessions({ id: input.id })
          return new StepResponse(true, input.id)
        },
        async (id, { container }) => {
          const accounts = container.resolve(ACCOUNT_MODULE)
          await accounts.updateCustomerSessions({ id, ended_at: null })
        }
      )`
    expect(calls("backend/src/workflows/accounts/steps/end.ts", step)).toEqual([])
    const service = `
      export default class ReviewModuleService extends MedusaService({ Review }) {
        constructor(container) { super(...arguments); this.locking = container.resolve(Modules.LOCKING) }
        async rate() { await this.locking.execute("k", async () => {}) }
      }`
    expect(calls("plugins/reviews/src/modules/review/service.ts", service)).toEqual([])
    // The same class outside a module is not a module's own code.
    expect(calls("plugins/reviews/src/lib/rate.ts", service)).toEqual(["4 this.locking.execute"])
  })

  it("leaves reads, other objects and a service passed in as a parameter alone", () => {
    const source = `
      export async function read(container, set: Map<string, string>, newsletter: NewsletterModuleService) {
        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        await query.graph({ entity: "order", fields: ["id"] })
        set.delete("k")
        createHash("sha256").update("x")
        await Promise.resolve(1)
        await newsletter.updateNewsletterSubscribers({ id: "n" })
        const accounts = container.resolve(ACCOUNT_MODULE)
        await accounts.listCustomerSessions({})
      }
      function other(accounts: AccountModuleService) { return accounts.updateCustomerAccounts({}) }`
    expect(calls("backend/src/lib/read.ts", source)).toEqual([])
  })
})

describe("the repository", () => {
  // Parsing every source takes a few seconds on a busy machine.
  it("writes to module services only inside workflow steps", { timeout: 60_000 }, () => {
    const writes = findRepositoryServiceWrites(ROOT)
    expect(writes.map((write) => `${write.file}:${write.line} ${write.call}`), "move these writes into a workflow step").toEqual([])
  })
})
