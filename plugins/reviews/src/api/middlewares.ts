import {
  authenticate,
  defineMiddlewares,
  validateAndTransformBody,
  validateAndTransformQuery,
} from "@medusajs/framework/http"
import { AdminListReviews, AdminUpdateReview } from "./admin/reviews/validators"
import { StoreListReviews, StoreReviewEligibility } from "./store/reviews/validators"

const signedInCustomer = authenticate("customer", ["session", "bearer"])

// The review body is checked in its route, where each refusal gets the spec's message.
export default defineMiddlewares({
  routes: [
    { matcher: "/store/reviews", method: ["GET"], middlewares: [validateAndTransformQuery(StoreListReviews, {})] },
    { matcher: "/store/reviews", method: ["POST"], bodyParser: { sizeLimit: "32kb" }, middlewares: [signedInCustomer] },
    {
      matcher: "/store/reviews/eligibility",
      method: ["GET"],
      middlewares: [signedInCustomer, validateAndTransformQuery(StoreReviewEligibility, {})],
    },
    { matcher: "/admin/reviews", method: ["GET"], middlewares: [validateAndTransformQuery(AdminListReviews, {})] },
    { matcher: "/admin/reviews/:id", method: ["POST"], middlewares: [validateAndTransformBody(AdminUpdateReview)] },
  ],
})
