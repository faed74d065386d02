import { z } from "zod";
import type checkoutFr from "~/locales/fr/checkout";
import { CAMEROON_MOBILE, FIELD_LIMITS, isMobileMoneyMode, normalizePhone, PAYMENT_MODE_CODES } from "@dreamshade/contracts";
import { NEW_ADDRESS, NOTES_MAX_LENGTH, SAME_AS_SHIPPING } from "./form-values";
import { mobileNumberProblem } from "./mobile-money";

/**
 * One schema per checkout form, used in the browser for a quick answer and in the action for the
 * truth. Messages are keys of `checkout.messages`.
 */
export type CheckoutMessage = keyof (typeof checkoutFr)["messages"];
const message = (key: CheckoutMessage) => ({ error: key });

export const CHECKOUT_INTENTS = ["addresses", "delivery", "promo-apply", "promo-remove", "place-order"] as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];

const optionalText = (max: number) => z.string().trim().max(max, message("tooLong")).optional().default("");

export interface NewAddress {
  country_code: string;
  city: string;
  address_1: string;
}
export type AddressPick = { kind: "saved"; id: string } | { kind: "new"; address: NewAddress };

/** Checks the typed address of `prefix` (shipping_ / billing_) when the picker says `new`. */
function typedAddress(values: Record<string, string | undefined>, prefix: string, ctx: z.RefinementCtx): NewAddress {
  const country = (values[`${prefix}country_code`] ?? "").trim().toLowerCase();
  const city = (values[`${prefix}city`] ?? "").trim();
  const street = (values[`${prefix}address_1`] ?? "").trim();
  if (!/^[a-z]{2}$/.test(country)) ctx.addIssue({ code: "custom", path: [`${prefix}country_code`], message: "required" satisfies CheckoutMessage });
  if (!city) ctx.addIssue({ code: "custom", path: [`${prefix}city`], message: "required" satisfies CheckoutMessage });
  if (city.length > 100) ctx.addIssue({ code: "custom", path: [`${prefix}city`], message: "tooLong" satisfies CheckoutMessage });
  if (!street) ctx.addIssue({ code: "custom", path: [`${prefix}address_1`], message: "required" satisfies CheckoutMessage });
  if (street.length > 200) ctx.addIssue({ code: "custom", path: [`${prefix}address_1`], message: "tooLong" satisfies CheckoutMessage });
  return { country_code: country, city, address_1: street };
}

export const AddressesSchema = z
  .object({
    shipping_address_id: z.string(message("selectDeliveryAddress")).trim().min(1, message("selectDeliveryAddress")),
    shipping_country_code: z.string().optional(),
    shipping_city: z.string().optional(),
    shipping_address_1: z.string().optional(),
    billing_address_id: z.string().trim().optional().default(SAME_AS_SHIPPING),
    billing_country_code: z.string().optional(),
    billing_city: z.string().optional(),
    billing_address_1: z.string().optional(),
    /** Keep the typed address in the address book. */
    save_address: z.literal("on").optional(),
  })
  .transform((values, ctx) => {
    const pick = (id: string, prefix: string): AddressPick =>
      id === NEW_ADDRESS ? { kind: "new", address: typedAddress(values, prefix, ctx) } : { kind: "saved", id };
    const shipping = pick(values.shipping_address_id, "shipping_");
    const billing: AddressPick | "same" =
      !values.billing_address_id || values.billing_address_id === SAME_AS_SHIPPING
        ? "same"
        : pick(values.billing_address_id, "billing_");
    return { shipping, billing, saveAddress: values.save_address === "on" };
  });
export type AddressesInput = z.output<typeof AddressesSchema>;

export const DeliverySchema = z.object({
  shipping_option_id: z.string(message("selectDelivery")).trim().min(1, message("selectDelivery")),
});

export const PromoApplySchema = z.object({
  promo_code: z
    .string(message("promoRequired"))
    .trim()
    .min(1, message("promoRequired"))
    .max(50, message("promoUnknown")),
});

export const PromoRemoveSchema = z.object({ promo_code: z.string().trim().min(1, message("promoRequired")) });

/** The payment choice, at checkout and when paying an order again: the mode, and the number for mobile money. */
export const paymentChoiceFields = {
  payment_mode: z.enum(PAYMENT_MODE_CODES, message("selectPayment")),
  /** The number that approves a mobile-money payment (ignored for the other modes). */
  payment_phone: z.string().max(FIELD_LIMITS.typedPhone, message("mobileNumberRequired")).optional().default("").transform(normalizePhone),
};

/** A mobile-money mode needs a number of that operator. */
export function checkMobileNumber(value: { payment_mode: string; payment_phone: string }, ctx: z.RefinementCtx) {
  if (!isMobileMoneyMode(value.payment_mode)) return;
  const problem = mobileNumberProblem(value.payment_mode, value.payment_phone);
  if (problem) ctx.addIssue({ code: "custom", path: ["payment_phone"], message: problem satisfies CheckoutMessage });
}

/** Order updates on WhatsApp: the box (sent only when ticked) and its number, asked for when ticked. */
export const whatsAppFields = {
  /** "1" when the page showed the box: unticked then means "no updates". */
  whatsapp_offered: z.literal("1").optional(),
  whatsapp_opt_in: z.literal("on").optional(),
  whatsapp_phone: z.string().max(FIELD_LIMITS.typedPhone, message("whatsappNumber")).transform(normalizePhone).optional(),
};

export function checkWhatsAppNumber(value: { whatsapp_opt_in?: "on"; whatsapp_phone?: string }, ctx: z.RefinementCtx) {
  if (value.whatsapp_opt_in === "on" && !CAMEROON_MOBILE.test(value.whatsapp_phone ?? "")) {
    ctx.addIssue({ code: "custom", path: ["whatsapp_phone"], message: "whatsappNumber" satisfies CheckoutMessage });
  }
}

export const PlaceOrderSchema = z
  .object({
    /** The cart the page was drawn for: a retry after success finds that cart's order. */
    cart_id: z.string().trim().startsWith("cart_", message("generic")),
    notes: optionalText(NOTES_MAX_LENGTH),
    ...paymentChoiceFields,
    ...whatsAppFields,
  })
  .superRefine(checkMobileNumber)
  .superRefine(checkWhatsAppNumber);
export type PlaceOrderInput = z.output<typeof PlaceOrderSchema>;
