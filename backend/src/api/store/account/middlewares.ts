import { authenticate, validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { refuseCustomerTokenRefresh, requireUsableCustomerToken } from "../../../lib/accounts/customer-sessions"
import { validateBody } from "../../../lib/validate-body"
import { receivePicture } from "../../../lib/accounts/picture"
import {
  StoreActivateAccount,
  StoreChangePassword,
  StoreConfirmPasswordReset,
  StoreEmailWithLocale,
  StoreListNotifications,
  StoreLogin,
  StoreRegisterAccount,
  StoreUpdateAccount,
} from "./validators"

/** Routes for signed-in customers (a token of an inactive account or an ended session is refused on every store route). */
const customerOnly = [authenticate("customer", ["session", "bearer"])]

export const storeAccountMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/account/register", method: ["POST"], middlewares: [validateBody(StoreRegisterAccount)] },
  { matcher: "/store/account/activation", method: ["POST"], middlewares: [validateBody(StoreActivateAccount)] },
  {
    matcher: "/store/account/activation/resend",
    method: ["POST"],
    middlewares: [validateBody(StoreEmailWithLocale)],
  },
  { matcher: "/store/account/login", method: ["POST"], middlewares: [validateBody(StoreLogin)] },
  { matcher: "/store/account/password-reset", method: ["POST"], middlewares: [validateBody(StoreEmailWithLocale)] },
  {
    matcher: "/store/account/password-reset/confirm",
    method: ["POST"],
    middlewares: [validateBody(StoreConfirmPasswordReset)],
  },
  { matcher: "/store/account/logout", method: ["POST"], middlewares: customerOnly },
  { matcher: "/store/account/me", method: ["GET"], middlewares: customerOnly },
  { matcher: "/store/account/me", method: ["POST"], middlewares: [...customerOnly, validateBody(StoreUpdateAccount)] },
  {
    matcher: "/store/account/password",
    method: ["POST"],
    middlewares: [...customerOnly, validateBody(StoreChangePassword)],
  },
  {
    matcher: "/store/account/picture",
    method: ["POST"],
    // multer reads the multipart body itself.
    bodyParser: false,
    middlewares: [...customerOnly, receivePicture()],
  },
  { matcher: "/store/account/picture", method: ["DELETE"], middlewares: customerOnly },
  { matcher: "/store/account", method: ["DELETE"], middlewares: customerOnly },
  {
    matcher: "/store/account/notifications",
    method: ["GET"],
    middlewares: [...customerOnly, validateAndTransformQuery(StoreListNotifications, { isList: true })],
  },
  { matcher: "/store/account/notifications/:id/read", method: ["POST"], middlewares: customerOnly },
]

function closed(_req: unknown, res: { status: (code: number) => { json: (body: unknown) => void } }) {
  res.status(404).json({ type: "not_found", message: "Not found" })
}

/**
 * Medusa's own customer e-mail/password routes would skip the captcha, the throttle and the
 * account states, so they answer 404; staff (`/auth/user/*`) keep theirs. Every store route,
 * Medusa's and ours, refuses the token of a deactivated or deleted account. Customer tokens are not
 * refreshed and belong to a session that logout or a password change ends
 * (lib/accounts/customer-sessions.ts).
 */
export const customerAuthGuardMiddlewares: MiddlewareRoute[] = [
  { matcher: "/auth/customer/emailpass*", middlewares: [closed] },
  { matcher: "/auth/token/refresh", method: ["POST"], middlewares: [refuseCustomerTokenRefresh] },
  // Every store route: a token of an ended session or of an account no longer active is refused.
  { matcher: "/store*", middlewares: [requireUsableCustomerToken] },
]
