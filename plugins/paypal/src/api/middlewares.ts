import { defineMiddlewares } from "@medusajs/framework/http"

export default defineMiddlewares({
  routes: [
    // PayPal's signature covers the body as sent: it is kept byte for byte for the verification.
    { matcher: "/hooks/paypal", method: ["POST"], bodyParser: { preserveRawBody: true, sizeLimit: "64kb" } },
  ],
})
