import type { AccountMessage } from "~/lib/account/schemas";
import type { CheckoutMessage } from "~/lib/checkout/schemas";
import type { ReviewRefusal } from "~/lib/medusa/review-refusals";
import type { NewsletterMessage } from "~/lib/newsletter/schema";
import { formMessages } from "./submission";

/**
 * The message keys each family of schemas may give, by locale namespace. `satisfies` keeps every
 * list inside its namespace; an issue with any other message shows the family's fallback.
 */

/** `account.messages`: the account forms and the contact form. */
export const ACCOUNT_FORM = formMessages<AccountMessage>(
  ["required", "email", "phone", "password", "passwordMismatch", "terms", "captcha", "deleteConfirm", "generic"],
  "generic",
);

/** `checkout.messages`: the checkout steps and paying an order again. */
export const CHECKOUT_FORM = formMessages<CheckoutMessage>(
  [
    "required",
    "tooLong",
    "selectDeliveryAddress",
    "selectDelivery",
    "selectPayment",
    "promoRequired",
    "promoUnknown",
    "generic",
    "mobileNumberRequired",
    "mtnNumber",
    "orangeNumber",
  ],
  "generic",
);

/** `newsletter.messages`: the subscribe forms (home page, footer, /newsletter). */
export const NEWSLETTER_FORM = formMessages<NewsletterMessage>(["email", "captcha"], "email");

/** `product.reviews.refusals`: the review form words every problem with the form as one refusal. */
export const REVIEW_FORM = formMessages<ReviewRefusal>(["incomplete", "tooLong"], "incomplete");
