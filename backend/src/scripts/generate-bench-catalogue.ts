import type { ExecArgs, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, ProductStatus } from "@medusajs/framework/utils"
import {
  createInventoryLevelsWorkflow,
  createProductsWorkflow,
  createTranslationsWorkflow,
} from "@medusajs/medusa/core-flows"
import { attachProductCatalogueDataWorkflow } from "../workflows/catalogue/workflows/attach-product-catalogue-data"
import { createBrandsWorkflow } from "../workflows/catalogue/workflows/create-brands"
import { rebuildCatalogueSearchWorkflow } from "../workflows/catalogue-search/workflows/rebuild-catalogue-search"

/**
 * `medusa exec ./src/scripts/generate-bench-catalogue.ts [count]`: adds generated products (handles
 * `bench-…`) until the shop has `count` of them (10,000 by default), for the search benchmark
 * (tools/bench). Never part of the shop's own seed. Deterministic: the same run gives the same
 * catalogue. Rebuilds the search index at the end.
 */
export default async function generateBenchCatalogue({ container, args }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const target = Number(args?.[0] ?? 10_000)
  const setup = await readSetup(container)
  const existing = await countBenchProducts(container)
  logger.info(`Bench catalogue: ${existing} generated products, ${target} wanted`)
  const started = Date.now()
  for (let start = existing; start < target; start += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, target - start) }, (_, i) => generate(start + i, setup))
    await createBatch(container, setup, batch)
    logger.info(`Bench catalogue: ${start + batch.length}/${target} (${Math.round((Date.now() - started) / 1000)} s)`)
  }
  const indexing = Date.now()
  await rebuildCatalogueSearchWorkflow(container).run()
  logger.info(`Bench catalogue: search index rebuilt in ${Math.round((Date.now() - indexing) / 1000)} s`)
}

const BATCH_SIZE = 250
const HANDLE_PREFIX = "bench-"
const SKIN_TYPES = ["normal", "dry", "oily", "combination", "sensitive"]
const SIZES = ["30 ml", "50 ml", "100 ml", "150 ml", "200 ml", "250 g", "1 pièce"]

type Pair = [fr: string, en: string]
const KINDS: Record<string, Pair[]> = {
  skincare: [["Sérum", "Serum"], ["Crème", "Cream"], ["Lotion tonique", "Toner"], ["Masque", "Mask"], ["Gel nettoyant", "Cleansing Gel"], ["Huile visage", "Face Oil"]],
  makeup: [["Fond de teint", "Foundation"], ["Rouge à lèvres", "Lipstick"], ["Mascara", "Mascara"], ["Poudre", "Powder"], ["Gloss", "Lip Gloss"], ["Blush", "Blush"]],
  haircare: [["Shampooing", "Shampoo"], ["Après-shampooing", "Conditioner"], ["Masque capillaire", "Hair Mask"], ["Huile capillaire", "Hair Oil"], ["Crème coiffante", "Styling Cream"]],
  fragrance: [["Eau de parfum", "Eau de Parfum"], ["Eau de toilette", "Eau de Toilette"], ["Brume parfumée", "Body Mist"], ["Parfum solide", "Solid Perfume"]],
  "makeup-tools": [["Pinceau", "Brush"], ["Éponge", "Sponge"], ["Miroir", "Mirror"], ["Recourbe-cils", "Eyelash Curler"]],
  "bath-body": [["Gel douche", "Shower Gel"], ["Savon", "Soap"], ["Gommage", "Scrub"], ["Lait corps", "Body Lotion"], ["Beurre corporel", "Body Butter"]],
  "oral-care": [["Dentifrice", "Toothpaste"], ["Brosse à dents", "Toothbrush"], ["Bain de bouche", "Mouthwash"], ["Fil dentaire", "Dental Floss"]],
}
const INGREDIENTS: Pair[] = [
  ["karité", "Shea"], ["coco", "Coconut"], ["aloe vera", "Aloe Vera"], ["baobab", "Baobab"], ["moringa", "Moringa"],
  ["cacao", "Cocoa"], ["hibiscus", "Hibiscus"], ["citron vert", "Lime"], ["vanille", "Vanilla"], ["menthe", "Mint"],
  ["miel", "Honey"], ["argan", "Argan"], ["rose", "Rose"], ["gingembre", "Ginger"], ["avocat", "Avocado"],
  ["thé vert", "Green Tea"], ["charbon", "Charcoal"], ["café", "Coffee"], ["mangue", "Mango"], ["ylang-ylang", "Ylang-Ylang"],
]
const QUALITIES: Pair[] = [
  ["hydratant", "Hydrating"], ["éclat", "Radiance"], ["apaisant", "Soothing"], ["nourrissant", "Nourishing"],
  ["purifiant", "Purifying"], ["intense", "Intense"], ["doux", "Gentle"], ["fortifiant", "Strengthening"],
  ["matifiant", "Mattifying"], ["réparateur", "Repairing"],
]
const TOWNS = ["Douala", "Yaoundé", "Bafoussam", "Garoua", "Bamenda", "Buea", "Dschang", "Ebolowa"]
const LINES = ["Beauty", "Naturals", "Cosmetics", "Lab", "Botanics"]
/** Beauty catalogues lean on skincare and makeup. */
const CATEGORY_WEIGHTS: [string, number][] = [
  ["skincare", 28], ["makeup", 22], ["haircare", 15], ["bath-body", 13], ["fragrance", 9], ["makeup-tools", 7], ["oral-care", 6],
]
const WITH_SKIN_TYPES = new Set(["skincare", "makeup", "bath-body"])

type Setup = {
  salesChannelId: string
  locationId: string
  shippingProfileId: string
  categoryIds: Map<string, string>
  tagIds: Map<string, string>
  brandIds: string[]
  images: Map<string, { thumbnail: string; image: string }>
}

type Generated = ReturnType<typeof generate>

/** A deterministic pseudo-random number in [0, 1) for product `n` and draw `k`. */
function random(n: number, k: number) {
  let x = (n * 2654435761 + k * 40503 + 12345) >>> 0
  x ^= x << 13
  x ^= x >>> 17
  x ^= x << 5
  return (x >>> 0) / 4294967296
}

const pick = <T>(items: T[], r: number) => items[Math.floor(r * items.length)]

function generate(n: number, setup: Setup) {
  let r = random(n, 1) * 100
  const category =
    CATEGORY_WEIGHTS.find(([, weight]) => {
      r -= weight
      return r < 0
    })?.[0] ?? "skincare"
  const kind = pick(KINDS[category], random(n, 2))
  const ingredient = pick(INGREDIENTS, random(n, 3))
  const quality = pick(QUALITIES, random(n, 4))
  const size = pick(SIZES, random(n, 5))
  const number = 100 + n
  const skinTypes = WITH_SKIN_TYPES.has(category)
    ? SKIN_TYPES.filter((_, i) => random(n, 10 + i) < 0.45)
    : []
  return {
    handle: `${HANDLE_PREFIX}${category}-${number}`,
    sku: `BENCH-${number}`,
    category,
    brandId: pick(setup.brandIds, random(n, 6)),
    title: { fr: `${kind[0]} ${quality[0]} ${ingredient[0]} N°${number}`, en: `${quality[1]} ${ingredient[1]} ${kind[1]} No. ${number}` },
    subtitle: { fr: `Au ${ingredient[0]}, ${size}`, en: `With ${ingredient[1]}, ${size}` },
    size,
    skinTypes,
    // 500 to 60,000 XAF, most under 15,000.
    price: Math.round((500 + Math.pow(random(n, 7), 2) * 59_500) / 100) * 100,
    stock: random(n, 8) < 0.08 ? 0 : 1 + Math.floor(random(n, 9) * 200),
    soldCount: Math.floor(Math.pow(random(n, 20), 3) * 3000),
  }
}

async function createBatch(container: MedusaContainer, setup: Setup, batch: Generated[]) {
  const { result: products } = await createProductsWorkflow(container).run({
    input: {
      products: batch.map((item) => ({
        handle: item.handle,
        title: item.title.fr,
        subtitle: item.subtitle.fr,
        description: item.subtitle.fr,
        status: ProductStatus.PUBLISHED,
        thumbnail: setup.images.get(item.category)?.thumbnail,
        images: setup.images.has(item.category) ? [{ url: setup.images.get(item.category)!.image }] : [],
        category_ids: [setup.categoryIds.get(item.category)!],
        tag_ids: item.skinTypes.map((value) => setup.tagIds.get(`skin-type:${value}`)!).filter(Boolean),
        shipping_profile_id: setup.shippingProfileId,
        sales_channels: [{ id: setup.salesChannelId }],
        options: [{ title: "Taille", values: [item.size] }],
        variants: [
          {
            title: item.size,
            sku: item.sku,
            manage_inventory: true,
            options: { Taille: item.size },
            prices: [{ amount: item.price, currency_code: "xaf" }],
          },
        ],
      })),
    },
  })
  const byHandle = new Map(products.map((product) => [product.handle, product]))
  const ordered = batch.map((item) => byHandle.get(item.handle)!)
  await attachProductCatalogueDataWorkflow(container).run({
    input: {
      products: batch.map((item, i) => ({
        product_id: ordered[i].id,
        brand_id: item.brandId,
        detail: { details: item.subtitle.fr, how_to_use: "", sold_count: item.soldCount },
      })),
    },
  })
  await createTranslationsWorkflow(container).run({
    input: {
      translations: batch.map((item, i) => ({
        reference: "product",
        reference_id: ordered[i].id,
        locale_code: "en-US",
        translations: { title: item.title.en, subtitle: item.subtitle.en, description: item.subtitle.en },
      })),
    },
  })
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: ["sku", "inventory_items.inventory_item_id"],
    filters: { sku: batch.map((item) => item.sku) },
  })
  const itemBySku = new Map(variants.map((v: any) => [v.sku, v.inventory_items[0].inventory_item_id]))
  await createInventoryLevelsWorkflow(container).run({
    input: {
      inventory_levels: batch.map((item) => ({
        location_id: setup.locationId,
        inventory_item_id: itemBySku.get(item.sku)!,
        stocked_quantity: item.stock,
      })),
    },
  })
}

/** What the shop's seed created: store defaults, categories, tags, images; plus the bench brands. */
async function readSetup(container: MedusaContainer): Promise<Setup> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const graph = async (entity: string, fields: string[], filters: Record<string, unknown> = {}) =>
    (await query.graph({ entity, fields, filters })).data as any[]
  const [store] = await graph("store", ["default_sales_channel_id", "default_location_id"])
  const [profile] = await graph("shipping_profile", ["id"])
  if (!store?.default_sales_channel_id || !store?.default_location_id || !profile) {
    throw new Error("Load the shop's seed first (npm start does): the bench catalogue builds on it")
  }
  const categories = await graph("product_category", ["id", "handle", "products.thumbnail", "products.images.url"])
  const tags = await graph("product_tag", ["id", "value"])
  return {
    salesChannelId: store.default_sales_channel_id,
    locationId: store.default_location_id,
    shippingProfileId: profile.id,
    categoryIds: new Map(categories.map((c) => [c.handle, c.id])),
    tagIds: new Map(tags.map((t) => [t.value, t.id])),
    brandIds: await ensureBrands(container),
    images: new Map(
      categories
        .map((c) => [c.handle, c.products?.find((p: any) => p.thumbnail)] as const)
        .filter(([, product]) => product)
        .map(([handle, product]) => [handle, { thumbnail: product.thumbnail, image: product.images?.[0]?.url ?? product.thumbnail }])
    ),
  }
}

/** The seed's brands plus forty generated ones, so that the brand facet is long. */
async function ensureBrands(container: MedusaContainer) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const wanted = TOWNS.flatMap((town) => LINES.map((line) => ({ name: `${town} ${line}`, handle: slug(`${town}-${line}`) })))
  const { data: existing } = await query.graph({ entity: "brand", fields: ["id", "handle"] })
  const missing = wanted.filter((brand) => !existing.some((row: any) => row.handle === brand.handle))
  if (missing.length) {
    await createBrandsWorkflow(container).run({
      input: { brands: missing.map((brand) => ({ ...brand, description: `${brand.name}, marque de démonstration` })) },
    })
  }
  const { data: all } = await query.graph({ entity: "brand", fields: ["id"] })
  return all.map((row: any) => row.id as string)
}

function slug(text: string) {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-")
}

async function countBenchProducts(container: MedusaContainer) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { metadata } = await query.graph({
    entity: "product",
    fields: ["id"],
    filters: { handle: { $like: `${HANDLE_PREFIX}%` } },
    pagination: { take: 1 },
  })
  return metadata?.count ?? 0
}
