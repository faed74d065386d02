import type { CreateNotificationDTO } from "@medusajs/framework/types"
import type { AccountLocale } from "./validators"

export type AccountEmail =
  | { template: "account-activation"; data: { first_name: string; link: string } }
  | { template: "password-reset"; data: { first_name?: string; link: string } }
  | { template: "password-changed"; data: { first_name: string } }
  | { template: "account-deleted"; data: { first_name: string } }

/** One account e-mail for the Notification module's `email` channel, in `locale` (sent by `sendEmailsWorkflow`). */
export function accountEmail(to: string, locale: AccountLocale, email: AccountEmail): CreateNotificationDTO {
  return { to, channel: "email", template: email.template, data: { locale, ...email.data } }
}

/** Links in e-mails open the storefront. */
export function storefrontLink(storefrontUrl: string, path: string) {
  return `${storefrontUrl.replace(/\/+$/, "")}${path}`
}
