import type { MedusaContainer } from "@medusajs/framework/types"
import {
  createApiKeysWorkflow,
  createRegionsWorkflow,
  createShippingProfilesWorkflow,
  createSalesChannelsWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateRegionsWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"
import { Modules } from "@medusajs/framework/utils"
import { paymentModeOfProvider } from "@dreamshade/contracts"
import { BANK_DEPOSIT_PROVIDER, CASH_AT_SHOP_PROVIDER } from "../../modules/offline-payment"
import { STOREFRONT_KEY_TITLE } from "../../lib/storefront-key"
import { BASE_LOCALE, ENGLISH_LOCALE } from "./locales"
import { findOne } from "./query"

export const SALES_CHANNEL_NAME = "DreamShade online shop"
export const CAMEROON_REGION = "Cameroon"
export const INTERNATIONAL_REGION = "International"
/** Offered in every region; mobile money, card and PayPal providers add themselves when configured. */
const OFFLINE_PAYMENT_PROVIDERS = [BANK_DEPOSIT_PROVIDER, CASH_AT_SHOP_PROVIDER]

/**
 * What the shop's regions offer: the offline modes, and every payment provider of the six modes
 * this server has (mobile money when its operator is configured, …).
 */
async function shopPaymentProviders(container: MedusaContainer): Promise<string[]> {
  const installed = await container.resolve(Modules.PAYMENT).listPaymentProviders({ is_enabled: true })
  const modeProviders = installed.map((provider) => provider.id).filter((id) => paymentModeOfProvider(id) !== null)
  return [...new Set([...OFFLINE_PAYMENT_PROVIDERS, ...modeProviders])]
}
/** Medusa's default provider authorizes anything: a shopper must never be able to pick it. */
const SYSTEM_PAYMENT_PROVIDER = "pp_system_default"
/** Where the international courier delivers; a country belongs to one region only. */
const INTERNATIONAL_COUNTRIES = [
  "fr", "be", "ch", "de", "gb", "it", "es", "nl", "us", "ca",
  "ng", "ga", "cg", "cd", "gq", "td", "cf", "ci", "sn", "ma",
]

export type StoreSetup = {
  salesChannelId: string
  locationId: string
  regionIds: string[]
  shippingProfileId: string
}

/** The shop itself: sales channel, publishable key, regions in XAF, taxes and the Douala shop. */
export async function seedStore(container: MedusaContainer): Promise<StoreSetup> {
  const salesChannelId = await ensureSalesChannel(container)
  await ensurePublishableKey(container, salesChannelId)
  const regionIds = await ensureRegions(container)
  const locationId = await ensureStockLocation(container, salesChannelId)
  const shippingProfileId = await ensureShippingProfile(container)

  const store = await findOne(container, "store", ["id"], {})
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store!.id },
      update: {
        name: process.env.SHOP_NAME || "DreamShade",
        supported_currencies: [{ currency_code: "xaf", is_default: true }],
        supported_locales: [{ locale_code: BASE_LOCALE }, { locale_code: ENGLISH_LOCALE }],
        default_sales_channel_id: salesChannelId,
        default_region_id: regionIds[0],
        default_location_id: locationId,
      },
    },
  })
  return { salesChannelId, locationId, regionIds, shippingProfileId }
}

async function ensureSalesChannel(container: MedusaContainer) {
  const existing = await findOne(container, "sales_channel", ["id"], { name: SALES_CHANNEL_NAME })
  if (existing) return existing.id as string
  const { result } = await createSalesChannelsWorkflow(container).run({
    input: {
      salesChannelsData: [{ name: SALES_CHANNEL_NAME, description: "Boutique en ligne DreamShade" }],
    },
  })
  return result[0].id
}

async function ensurePublishableKey(container: MedusaContainer, salesChannelId: string) {
  const existing = await findOne(container, "api_key", ["id"], {
    title: STOREFRONT_KEY_TITLE,
    type: "publishable",
  })
  if (existing) return
  const { result } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: STOREFRONT_KEY_TITLE, type: "publishable", created_by: "" }] },
  })
  await linkSalesChannelsToApiKeyWorkflow(container).run({
    input: { id: result[0].id, add: [salesChannelId] },
  })
}

async function ensureRegions(container: MedusaContainer) {
  const wanted = [
    { name: CAMEROON_REGION, countries: ["cm"] },
    { name: INTERNATIONAL_REGION, countries: INTERNATIONAL_COUNTRIES },
  ]
  const ids: string[] = []
  for (const region of wanted) {
    const existing = await findOne(container, "region", ["id"], { name: region.name })
    if (existing) {
      ids.push(existing.id)
      await ensureOfflinePayments(container, existing.id)
      continue
    }
    const { result } = await createRegionsWorkflow(container).run({
      input: {
        regions: [
          {
            name: region.name,
            currency_code: "xaf",
            countries: region.countries,
            payment_providers: await shopPaymentProviders(container),
          },
        ],
      },
    })
    ids.push(result[0].id)
    // Prices are shown tax included; tax regions exist so carts can compute (zero) tax lines.
    await createTaxRegionsWorkflow(container).run({
      input: region.countries.map((country_code) => ({ country_code, provider_id: "tp_system" })),
    })
  }
  return ids
}

/** Adds the shop's providers to a region made by an earlier seed, keeping any other provider. */
async function ensureOfflinePayments(container: MedusaContainer, regionId: string) {
  const region = await findOne<{ payment_providers: { id: string }[] }>(
    container, "region", ["payment_providers.id"], { id: regionId }
  )
  const current = (region?.payment_providers ?? []).map((provider) => provider.id)
  const wanted = [...new Set([...current, ...(await shopPaymentProviders(container))])].filter((id) => id !== SYSTEM_PAYMENT_PROVIDER)
  if (wanted.length === current.length && wanted.every((id) => current.includes(id))) return
  await updateRegionsWorkflow(container).run({
    input: { selector: { id: regionId }, update: { payment_providers: wanted } },
  })
}

async function ensureStockLocation(container: MedusaContainer, salesChannelId: string) {
  const name = "DreamShade Douala"
  const existing = await findOne(container, "stock_location", ["id"], { name })
  if (existing) return existing.id as string
  const { result } = await createStockLocationsWorkflow(container).run({
    input: {
      locations: [
        {
          name,
          address: { address_1: "Boulevard de la Liberté, Akwa", city: "Douala", country_code: "cm" },
        },
      ],
    },
  })
  await linkSalesChannelsToStockLocationWorkflow(container).run({
    input: { id: result[0].id, add: [salesChannelId] },
  })
  return result[0].id
}

async function ensureShippingProfile(container: MedusaContainer) {
  const existing = await findOne(container, "shipping_profile", ["id"], { type: "default" })
  if (existing) return existing.id as string
  const { result } = await createShippingProfilesWorkflow(container).run({
    input: { data: [{ name: "Default Shipping Profile", type: "default" }] },
  })
  return result[0].id
}
