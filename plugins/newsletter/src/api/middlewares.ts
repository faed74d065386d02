import { defineMiddlewares } from "@medusajs/framework/http"
import { validateNewsletterBody } from "../lib/errors"
import { StoreConfirmNewsletter, StoreSubscribeToNewsletter, StoreUnsubscribeFromNewsletter } from "./store/newsletter/validators"

export default defineMiddlewares({
  routes: [
    { matcher: "/store/newsletter/subscribers", method: ["POST"], middlewares: [validateNewsletterBody(StoreSubscribeToNewsletter)] },
    { matcher: "/store/newsletter/confirmation", method: ["POST"], middlewares: [validateNewsletterBody(StoreConfirmNewsletter)] },
    { matcher: "/store/newsletter/unsubscribe", method: ["POST"], middlewares: [validateNewsletterBody(StoreUnsubscribeFromNewsletter)] },
    // Mail clients send a tiny form body (`List-Unsubscribe=One-Click`).
    { matcher: "/newsletter/unsubscribe", method: ["POST"], bodyParser: { sizeLimit: "2kb" } },
  ],
})
