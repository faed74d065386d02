import { defineMiddlewares, errorHandler } from "@medusajs/framework/http"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import express from "express"
import { readBackendEnv } from "../lib/env"
import { uploadDir, UPLOADS_PATH } from "../lib/uploads"
import { withApiErrorAnswers } from "./api-error-answers"
import { withOutOfStockAnswers } from "./out-of-stock-errors"
import { withFailedCheckoutRecovery } from "./failed-checkout-recovery"
import { uploadSecurityMiddlewares } from "./security-headers"
import { adminCrossSiteMiddlewares } from "./admin/cross-site-writes"
import { staffLoginThrottleMiddlewares } from "./auth/staff-login-throttle"
import { hooksThrottleMiddlewares } from "./hooks-throttle"
import { productListAnswers } from "./store/product-list-answers"
import { storeCatalogueDealsMiddlewares } from "./store/catalogue/deals/middlewares"
import { storeCatalogueProductMiddlewares } from "./store/catalogue/products/[handle]/middlewares"
import { storeAccountOrdersMiddlewares } from "./store/account/orders/middlewares"
import { storeMetadataMiddlewares } from "./store/store-metadata"
import { storePaymentModesMiddlewares } from "./store/payment-modes/middlewares"
import { storeTutorialsMiddlewares } from "./store/tutorials/middlewares"
import { storefrontCatalogueSearchMiddlewares } from "./storefront/catalogue/search/middlewares"
import { adminCustomerAccountMiddlewares } from "./admin/customers/[id]/account/middlewares"
import { customerAuthGuardMiddlewares, storeAccountMiddlewares } from "./store/account/middlewares"
import { storeOrderOwnerMiddlewares } from "./store/orders/middlewares"
import { storeContactMessagesMiddlewares } from "./store/contact-messages/middlewares"
import { adminContactMessagesMiddlewares } from "./admin/contact-messages/middlewares"
import { storeFavouritesMiddlewares } from "./store/favourites/middlewares"
import { adminCustomerFavouritesMiddlewares } from "./admin/customers/[id]/favourites/middlewares"
import { storeNewsletterMiddlewares } from "./store/newsletter/middlewares"
import { storeReviewsMiddlewares } from "./store/reviews/middlewares"
import { storeCartsMiddlewares } from "./store/carts/middlewares"
import { storePaymentCollectionsMiddlewares } from "./store/payment-collections/middlewares"
import { stripeOrderPaymentsMiddlewares } from "./hooks/payment/stripe-order-payments"

/** Linked catalogue data the store product routes may return when asked (`fields=+brand.name`). */
const PRODUCT_LINKED_FIELDS = ["brand", "brand.name", "brand.handle", "product_detail"]

function allowProductLinkedFields(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  req.allowed = [...(req.allowed ?? []), ...PRODUCT_LINKED_FIELDS]
  next()
}

/** Upload names carry a timestamp, so a file never changes: browsers may keep it for a year. */
const serveUploads = express.static(uploadDir(readBackendEnv()), {
  immutable: true,
  maxAge: "365d",
  index: false,
  // Public files, readable by anyone by address already: CORS lets the shop's service worker count
  // a picture's bytes to keep it offline (docs/decisions/034).
  setHeaders: (res) => res.setHeader("Access-Control-Allow-Origin", "*"),
})

export default defineMiddlewares({
  // Every answer to an error, for our routes and every plugin's (one Express app, one handler): a
  // failed checkout's half-made order is cancelled first (docs/decisions/032); a sale with no stock
  // left answers 409 `out_of_stock`; our refusals answer in the contracts' shape
  // (docs/decisions/043); anything else gets Medusa's answer.
  errorHandler: withFailedCheckoutRecovery(withOutOfStockAnswers(withApiErrorAnswers(errorHandler()))),
  routes: [
    ...uploadSecurityMiddlewares,
    ...adminCrossSiteMiddlewares,
    ...staffLoginThrottleMiddlewares,
    ...hooksThrottleMiddlewares,
    { matcher: UPLOADS_PATH, middlewares: [serveUploads] },
    // A wildcard matcher runs before the core route's own query validation, which reads req.allowed.
    { matcher: "/store/products*", method: ["GET"], middlewares: [allowProductLinkedFields, productListAnswers] },
    ...storeTutorialsMiddlewares,
    ...storefrontCatalogueSearchMiddlewares,
    ...storeCatalogueDealsMiddlewares,
    ...storeCatalogueProductMiddlewares,
    ...customerAuthGuardMiddlewares,
    ...storeAccountMiddlewares,
    ...storePaymentModesMiddlewares,
    ...storeAccountOrdersMiddlewares,
    ...storeOrderOwnerMiddlewares,
    ...adminCustomerAccountMiddlewares,
    ...storeMetadataMiddlewares,
    ...storeContactMessagesMiddlewares,
    ...adminContactMessagesMiddlewares,
    ...storeFavouritesMiddlewares,
    ...adminCustomerFavouritesMiddlewares,
    ...storeNewsletterMiddlewares,
    ...storeReviewsMiddlewares,
    ...storeCartsMiddlewares,
    ...storePaymentCollectionsMiddlewares,
    ...stripeOrderPaymentsMiddlewares,
  ],
})
