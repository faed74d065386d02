import { redirect } from "react-router";
import { PAYPAL_NOTICES } from "~/lib/checkout/paypal";

/**
 * `/checkout/paypal/cancel?token=…`: the shopper cancelled on PayPal. Nothing was ordered nor
 * taken; checkout opens again with the bag as it was, and says so.
 */
export function loader() {
  throw redirect(`/checkout?paypal=${PAYPAL_NOTICES.cancelled}`);
}
