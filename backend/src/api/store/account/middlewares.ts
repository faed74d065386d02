import { authenticate, type MiddlewareRoute } from "@medusajs/framework/http"
import { rejectInactiveCustomer } from "../../../lib/accounts/account-state"
import { validateAccountBody } from "../../../lib/accounts/errors"
import { StoreActivateAccount, StoreEmailWithLocale, StoreLogin, StoreRegisterAccount } from "./validators"

/** Routes for signed-in customers: a valid token of an active account. */
const customerOnly = [authenticate("customer", ["session", "bearer"]), rejectInactiveCustomer()]

export const storeAccountMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/account/register", method: ["POST"], middlewares: [validateAccountBody(StoreRegisterAccount)] },
  { matcher: "/store/account/activation", method: ["POST"], middlewares: [validateAccountBody(StoreActivateAccount)] },
  {
    matcher: "/store/account/activation/resend",
    method: ["POST"],
    middlewares: [validateAccountBody(StoreEmailWithLocale)],
  },
  { matcher: "/store/account/login", method: ["POST"], middlewares: [validateAccountBody(StoreLogin)] },
  { matcher: "/store/account/me", method: ["GET"], middlewares: customerOnly },
]

function closed(_req: unknown, res: { status: (code: number) => { json: (body: unknown) => void } }) {
  res.status(404).json({ type: "not_found", message: "Not found" })
}

/**
 * Medusa's own customer e-mail/password routes would skip the captcha, the throttle and the
 * account states, so they answer 404; staff (`/auth/user/*`) keep theirs. Medusa's customer
 * routes refuse the token of a deactivated or deleted account.
 */
export const customerAuthGuardMiddlewares: MiddlewareRoute[] = [
  { matcher: "/auth/customer/emailpass*", middlewares: [closed] },
  { matcher: "/store/customers/me*", middlewares: [rejectInactiveCustomer()] },
  { matcher: "/store/orders*", middlewares: [rejectInactiveCustomer()] },
]
