import { defineMiddlewares } from "@medusajs/framework/http"
import { adminShippingQuoteMiddlewares } from "./admin/orders/[id]/shipping-quote/middlewares"

export default defineMiddlewares({ routes: [...adminShippingQuoteMiddlewares] })
