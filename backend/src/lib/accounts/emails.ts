import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { AccountLocale } from "./validators"

export type AccountEmail =
  | { template: "account-activation"; data: { first_name: string; link: string } }
  | { template: "password-reset"; data: { first_name?: string; link: string } }
  | { template: "password-changed"; data: { first_name: string } }
  | { template: "account-deleted"; data: { first_name: string } }

/** Sends one account e-mail through the Notification module's `email` channel, in `locale`. */
export async function sendAccountEmail(
  container: MedusaContainer,
  to: string,
  locale: AccountLocale,
  email: AccountEmail
) {
  const notifications = container.resolve(Modules.NOTIFICATION)
  await notifications.createNotifications({
    to,
    channel: "email",
    template: email.template,
    data: { locale, ...email.data },
  })
}

/** Links in e-mails open the storefront. */
export function storefrontLink(storefrontUrl: string, path: string) {
  return `${storefrontUrl.replace(/\/+$/, "")}${path}`
}
