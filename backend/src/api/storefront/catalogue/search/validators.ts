import { z } from "@medusajs/framework/zod"
import { SKIN_TYPES, SORTS } from "../../../../lib/search/search-request"
import { MAX_LIMIT, DEFAULT_LIMIT, MAX_QUERY_LENGTH } from "./query-config"

/** `?brand=a&brand=b` arrives as an array, `?brand=a` as a string: both become a sorted set. */
const repeatable = <T extends z.ZodType<string>>(item: T) =>
  z
    .preprocess((value) => (typeof value === "string" ? [value] : value), z.array(item).max(50))
    .transform((values) => [...new Set(values)].sort())
    .optional()

const handle = z.string().trim().min(1).max(200)
const wholeNumber = z.coerce.number().int()

export const StoreCatalogueSearchParams = z
  .object({
    q: z
      .string()
      .trim()
      .max(MAX_QUERY_LENGTH)
      .optional()
      .transform((q) => q || undefined),
    category: repeatable(handle),
    brand: repeatable(handle),
    skin_type: repeatable(z.enum(SKIN_TYPES)),
    min_price: wholeNumber.min(0).optional(),
    max_price: wholeNumber.min(0).optional(),
    rating: wholeNumber.min(1).max(5).optional(),
    sort: z.enum(SORTS).optional(),
    page: wholeNumber.min(1).default(1),
    limit: wholeNumber.min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  })
  .refine((params) => params.min_price === undefined || params.max_price === undefined || params.min_price <= params.max_price, {
    message: "min_price must not be greater than max_price",
    path: ["min_price"],
  })
export type StoreCatalogueSearchParamsType = z.infer<typeof StoreCatalogueSearchParams>
