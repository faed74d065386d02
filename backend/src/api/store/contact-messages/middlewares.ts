import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateBody } from "../../../lib/validate-body"
import { StoreSendContactMessage } from "./validators"

/** A broken rule is `invalid_data` naming its field, in the one error shape (docs/decisions/043). */
export const storeContactMessagesMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/contact-messages", method: ["POST"], middlewares: [validateBody(StoreSendContactMessage)] },
]
