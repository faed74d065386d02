import { PAYMENT_SESSION_ERROR } from "@dreamshade/contracts"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"
import { paymentSessionDataSchema } from "../../../lib/payments/session-data"
import { StoreCreatePaymentSession } from "./validators"

type Collection = {
  id: string
  cart: { id: string; completed_at: string | Date | null; customer_id: string | null; customer: { has_account: boolean } | null } | null
  order: { id: string; customer_id: string | null } | null
}

const notFound = (id: string) => new MedusaError(MedusaError.Types.NOT_FOUND, `Payment collection with id: ${id} was not found`)

/**
 * Making a payment session deletes the collection's others (Medusa pays a collection with one
 * session at a time). Medusa's route lets anyone holding a collection's id do it, an order's
 * included, which would drop the payment a placed order awaits (and the pay-again lock,
 * docs/decisions/025). Here only the collection of a cart still being bought takes a session, and
 * a registered customer's cart only from that customer. A guest's cart stays as Medusa has it (its
 * id is what proves it is theirs). Anyone else gets the 404 of a missing collection; the order's
 * own customer is told that it is paid from the order's page.
 */
async function onlyACartOfTheShopper(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const id = req.params.id ?? ""
  const customerId = (req as MedusaRequest & { auth_context?: { actor_id?: string } }).auth_context?.actor_id || null
  try {
    const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "payment_collection",
      fields: ["id", "cart.id", "cart.completed_at", "cart.customer_id", "cart.customer.has_account", "order.id", "order.customer_id"],
      filters: { id },
    })
    const collection = data[0] as Collection | undefined
    if (!collection) return next(notFound(id))
    const { cart, order } = collection
    if (!cart || cart.completed_at || order) {
      const ownerId = order?.customer_id ?? cart?.customer_id ?? null
      if (customerId && ownerId === customerId) {
        // A 409 (not a 400) lets a checkout submitted twice find the order the other submission placed.
        return next(
          new MedusaError(MedusaError.Types.NOT_ALLOWED, "This payment belongs to a placed order: pay it from the order's page.", PAYMENT_SESSION_ERROR.ofAnOrder)
        )
      }
      return next(notFound(id))
    }
    const registered = Boolean(cart.customer_id && cart.customer?.has_account)
    if (registered && cart.customer_id !== customerId) return next(notFound(id))
    next()
  } catch (error) {
    next(error)
  }
}

/** `data.foo, data.bar`, or the first problem Zod found with the data. */
function refusalOf(error: z.ZodError): string {
  const unknown = error.issues.flatMap((issue) => (issue.code === "unrecognized_keys" ? issue.keys : []))
  if (unknown.length) return `not accepted: ${unknown.map((key) => `data.${key}`).join(", ")}`
  const [issue] = error.issues
  return `data.${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`
}

/**
 * Medusa's route takes any `data` and stores it beside what the provider writes, and hands it to
 * the provider (Stripe turns it into PaymentIntent options). Each provider gets only the keys the
 * shop sends it (validators.ts); anything else is refused with a clear 400.
 */
function onlyTheProvidersData(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = StoreCreatePaymentSession.safeParse(req.body)
  if (!body.success) {
    return next(new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid payment session: ${body.error.issues[0]?.message ?? "invalid"}`, PAYMENT_SESSION_ERROR.invalidData))
  }
  const { provider_id: providerId, data = {} } = body.data
  const checked = paymentSessionDataSchema(providerId).safeParse(data)
  if (!checked.success) {
    return next(
      new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `The payment's data for ${providerId} is refused (${refusalOf(checked.error)}).`,
        PAYMENT_SESSION_ERROR.invalidData
      )
    )
  }
  next()
}

export const storePaymentCollectionsMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/payment-collections/:id/payment-sessions",
    method: ["POST"],
    middlewares: [onlyTheProvidersData, onlyACartOfTheShopper],
  },
]
