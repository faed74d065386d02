import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export const PLUGIN_NAME = "@dreamshade/whatsapp"

/**
 * What the plugin is given in medusa-config: the payment instructions of an unpaid offline order
 * (from the shop's details, the ones the e-mails give), in each language.
 */
export type WhatsAppPluginOptions = {
  bankDeposit?: { fr: string; en: string }
  cashAtShop?: { fr: string; en: string }
}

/** The plugin's options, read from the app's configuration (routes and steps have no other way to them). */
export function pluginOptions(container: MedusaContainer): WhatsAppPluginOptions {
  const { plugins } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as { plugins?: unknown[] }
  const entry = (plugins ?? []).find(
    (plugin): plugin is { resolve: string; options?: WhatsAppPluginOptions } =>
      typeof plugin === "object" && plugin !== null && (plugin as { resolve?: unknown }).resolve === PLUGIN_NAME
  )
  return entry?.options ?? {}
}
