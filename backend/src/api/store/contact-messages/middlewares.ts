import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateAccountBody } from "../../../lib/accounts/errors"
import { StoreSendContactMessage } from "./validators"

/** Refusals answer in the account forms' shape (`{ code, message, field }`), which the storefront reads. */
export const storeContactMessagesMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/contact-messages", method: ["POST"], middlewares: [validateAccountBody(StoreSendContactMessage)] },
]
