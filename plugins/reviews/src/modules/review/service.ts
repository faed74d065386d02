import { MedusaService } from "@medusajs/framework/utils"
import { ProductRating } from "./models/product-rating"
import { Review } from "./models/review"

export default class ReviewModuleService extends MedusaService({ Review, ProductRating }) {}
