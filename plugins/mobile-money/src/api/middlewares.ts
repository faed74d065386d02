import { defineMiddlewares } from "@medusajs/framework/http"

// The callback carries at most the operator's small JSON body.
export default defineMiddlewares({
  routes: [{ matcher: "/hooks/mobile-money/*", bodyParser: { sizeLimit: "16kb" } }],
})
