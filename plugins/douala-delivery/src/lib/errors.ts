import { MedusaError } from "@medusajs/framework/utils"

/**
 * Stable codes of the errors this plugin raises (the `code` of the 400 answer); the storefront
 * words them in the shopper's language, the English message is for API users.
 */
export const DELIVERY_ERROR = {
  /** The shipping option is not one of this provider's four options. */
  optionUnknown: "delivery_option_unknown",
  /** The option does not serve the cart's shipping address (e.g. Douala delivery to Yaoundé). */
  optionNotAvailable: "delivery_option_not_available",
} as const

export function deliveryError(code: (typeof DELIVERY_ERROR)[keyof typeof DELIVERY_ERROR], message: string) {
  return new MedusaError(MedusaError.Types.INVALID_DATA, message, code)
}
