import { defineMiddlewares } from "@medusajs/framework/http"

// Callbacks carry at most a small JSON body; Notch Pay's is signed, so its raw bytes are kept.
export default defineMiddlewares({
  routes: [
    { matcher: "/hooks/mobile-money/sessions/*", bodyParser: { sizeLimit: "16kb" } },
    { matcher: "/hooks/mobile-money/notchpay", bodyParser: { sizeLimit: "64kb", preserveRawBody: true } },
  ],
})
