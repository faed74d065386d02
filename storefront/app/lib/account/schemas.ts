import { captchaField, emailField, givenPasswordField, nameField, newPasswordField, phoneField } from "@dreamshade/contracts";
import { z } from "zod";
import { ADDRESS_TYPES } from "./address-types";
import type accountFr from "~/locales/fr/account";

/**
 * One schema per account form, used twice: in the browser for a quick answer and in the action
 * for the truth. Error messages are keys of `account.messages`, worded by the screens.
 */

type MessageKeys = keyof (typeof accountFr)["messages"];
type PluralBase<K> = K extends `${infer Base}_${"one" | "other"}` ? Base : K;
export type AccountMessage = PluralBase<MessageKeys>;

const key = (name: AccountMessage) => name;
const message = (name: AccountMessage) => ({ error: name });

/** The rules are the contracts' (the backend checks the same); the messages are our keys. */
/** A name's rule (required, trimmed, 100 characters at most) serves the address's city too. */
const requiredText = nameField({ required: key("required") });
const email = emailField(key("email"));
const phone = phoneField(key("phone"));
const newPassword = newPasswordField(key("password"));
const anyPassword = givenPasswordField(key("required"));
const captcha = captchaField(key("captcha"));
const checkbox = (key: AccountMessage) => z.literal("on", message(key));

/** The confirmation must repeat `field`; checked once both are present. */
function confirms<T extends z.ZodObject>(schema: T, field: string) {
  return schema.refine((values: Record<string, unknown>) => values[field] === values.confirm_password, {
    ...message("passwordMismatch"),
    path: ["confirm_password"],
    when: (payload) => {
      const values = payload.value as Record<string, unknown>;
      return typeof values[field] === "string" && typeof values.confirm_password === "string";
    },
  });
}

export const RegisterSchema = confirms(
  z.object({
    first_name: requiredText,
    last_name: requiredText,
    email,
    phone,
    password: newPassword,
    confirm_password: anyPassword,
    terms: checkbox("terms"),
    captcha,
  }),
  "password",
);

export const LoginSchema = z.object({
  email,
  password: anyPassword,
  captcha,
  returnUrl: z.string().optional(),
});

/** Asking for an e-mail to an address (reset link, new activation link): a captcha first. */
export const EmailWithCaptchaSchema = z.object({ email, captcha });

export const ResetPasswordSchema = confirms(
  z.object({ password: newPassword, confirm_password: anyPassword }),
  "password",
);

export const ProfileSchema = z.object({ first_name: requiredText, last_name: requiredText, phone });


export const AddressSchema = z.object({
  country_code: z
    .string(message("required"))
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, message("required")),
  city: requiredText,
  address_1: z.string().trim().max(200).optional().default(""),
  type: z.enum(ADDRESS_TYPES, message("required")),
  is_default: z.literal("on").optional(),
});

export const PasswordChangeSchema = confirms(
  z.object({ old_password: anyPassword, new_password: newPassword, confirm_password: anyPassword }),
  "new_password",
);

export const DeleteAccountSchema = z.object({ confirm: checkbox("deleteConfirm") });
