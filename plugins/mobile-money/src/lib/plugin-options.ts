import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export const PLUGIN_NAME = "@dreamshade/mobile-money"

/** What the plugin itself is given in medusa-config (its providers have their own options). */
export type MobileMoneyPluginOptions = {
  /** Notch Pay's webhook hash key: its webhooks are refused without it. */
  notchpayWebhookSecret?: string
}

/** The plugin's options, read from the app's configuration (routes have no other way to them). */
export function pluginOptions(container: MedusaContainer): MobileMoneyPluginOptions {
  const { plugins } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as { plugins?: unknown[] }
  const entry = (plugins ?? []).find(
    (plugin): plugin is { resolve: string; options?: MobileMoneyPluginOptions } =>
      typeof plugin === "object" && plugin !== null && (plugin as { resolve?: unknown }).resolve === PLUGIN_NAME
  )
  return entry?.options ?? {}
}
