import { authenticate, defineMiddlewares, validateAndTransformBody } from "@medusajs/framework/http"
import { StoreSetWhatsAppPreference } from "./store/whatsapp/preference/validators"

const signedInCustomer = authenticate("customer", ["session", "bearer"])

export default defineMiddlewares({
  routes: [
    // Meta signs the body as sent: it is kept byte for byte for the check (X-Hub-Signature-256).
    { matcher: "/hooks/whatsapp", method: ["POST"], bodyParser: { preserveRawBody: true, sizeLimit: "256kb" } },
    { matcher: "/store/whatsapp/preference", method: ["GET"], middlewares: [signedInCustomer] },
    {
      matcher: "/store/whatsapp/preference",
      method: ["POST"],
      bodyParser: { sizeLimit: "4kb" },
      middlewares: [signedInCustomer, validateAndTransformBody(StoreSetWhatsAppPreference)],
    },
  ],
})
