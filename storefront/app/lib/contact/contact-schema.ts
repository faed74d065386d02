import { contactMessageFields } from "@dreamshade/contracts";
import { z } from "zod";
import type { AccountMessage } from "~/lib/account/schemas";

/**
 * The contact form's one schema (browser and action): the contracts' rules, which the backend
 * checks too. Messages are keys of `account.messages`, shared with the account forms, so the same
 * field components word them.
 */

const key = (name: AccountMessage) => name;

export const ContactSchema = z.object(
  contactMessageFields({
    required: key("required"),
    tooLong: () => key("generic"),
    email: key("email"),
    phone: key("phone"),
    captcha: key("captcha"),
  }),
);

export type ContactSubmission = z.output<typeof ContactSchema>;
