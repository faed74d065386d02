import { defineMiddlewares } from "@medusajs/framework/http"
import { validateBody } from "../lib/validate-body"
import { StoreConfirmNewsletter, StoreSubscribeToNewsletter, StoreUnsubscribeFromNewsletter } from "./store/newsletter/validators"

export default defineMiddlewares({
  routes: [
    { matcher: "/store/newsletter/subscribers", method: ["POST"], middlewares: [validateBody(StoreSubscribeToNewsletter)] },
    { matcher: "/store/newsletter/confirmation", method: ["POST"], middlewares: [validateBody(StoreConfirmNewsletter)] },
    { matcher: "/store/newsletter/unsubscribe", method: ["POST"], middlewares: [validateBody(StoreUnsubscribeFromNewsletter)] },
    // Mail clients send a tiny form body (`List-Unsubscribe=One-Click`).
    { matcher: "/newsletter/unsubscribe", method: ["POST"], bodyParser: { sizeLimit: "2kb" } },
  ],
})
