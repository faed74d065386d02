import fs from "node:fs"
import path from "node:path"
import { z } from "@medusajs/framework/zod"

/** Every text a shopper reads exists in French (the base) and English. */
const Bilingual = z.object({ fr: z.string().min(1), en: z.string().min(1) })
export type Bilingual = z.infer<typeof Bilingual>

const SkinType = z.enum(["normal", "dry", "oily", "combination", "sensitive"])

const ProductBase = z.object({
  handle: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  sku: z.string().min(1),
  brand: z.string(),
  skin_types: z.array(SkinType),
  title: Bilingual,
  subtitle: Bilingual,
  description: Bilingual,
  details: Bilingual,
  how_to_use: Bilingual,
  size: z.string().min(1),
  weight_grams: z.number().int().positive(),
  price: z.number().int().positive(),
  featured: z.boolean().optional(),
  sold_count: z.number().int().nonnegative(),
  created_days_ago: z.number().int().nonnegative(),
})

const Product = ProductBase.extend({ stock: z.number().int().nonnegative() })
const Pack = ProductBase.extend({
  category: z.string(),
  new: z.boolean(),
  components: z
    .array(z.object({ product: z.string(), quantity: z.number().int().positive() }))
    .min(2),
})

const Delivery = z.object({
  fulfillment_set: z.string().min(1),
  /** One service zone per region, covering that region's countries. */
  service_zones: z.array(z.object({ key: z.string(), name: z.string(), region: z.string() })).min(1),
  /** One shipping option per delivery option (its `id`) of the douala-delivery provider. */
  options: z.array(z.object({ code: z.string().min(1), zone: z.string(), name: Bilingual })).min(1),
})
export type SeedDelivery = z.infer<typeof Delivery>

const SeedData = z.object({
  categories: z.array(z.object({ handle: z.string(), name: Bilingual, description: Bilingual })),
  brands: z.array(z.object({ handle: z.string(), name: z.string(), description: Bilingual })),
  skinTypes: z.array(z.object({ value: SkinType, label: Bilingual })),
  products: z.array(Product.extend({ category: z.string() })),
  packs: z.array(Pack),
  deals: z.object({
    title: Bilingual,
    duration_days: z.number().int().positive(),
    items: z.array(z.object({ product: z.string(), sale_price: z.number().int().positive() })),
  }),
  videos: z.array(
    z.object({
      handle: z.string(),
      title: Bilingual,
      description: Bilingual,
      video_url: z.string().url(),
      duration_seconds: z.number().int().nonnegative(),
    })
  ),
  delivery: Delivery,
  /** Promotion codes shoppers may type at checkout (percentage off the order's items). */
  promotions: z.array(
    z.object({ code: z.string().regex(/^[A-Z0-9_-]+$/), description: Bilingual, percentage: z.number().positive().max(100) })
  ),
})

export type SeedData = z.infer<typeof SeedData>
export type SeedProduct = SeedData["products"][number]
export type SeedPack = SeedData["packs"][number]

/** The seed folder: `SEED_DIR`, else the nearest `seed/` above this file (works from src and from the build). */
export function findSeedDir(): string {
  if (process.env.SEED_DIR) {
    return path.resolve(process.env.SEED_DIR)
  }
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, "seed")
    if (fs.existsSync(path.join(candidate, "categories.json"))) {
      return candidate
    }
  }
  throw new Error("Seed data not found: set SEED_DIR to the repository's seed/ folder.")
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, "utf8"))
}

/** Reads and checks the whole catalogue; a broken reference fails here, before anything is written. */
export function readSeedData(seedDir = findSeedDir()): SeedData {
  const categories = readJson(path.join(seedDir, "categories.json")) as { handle: string }[]
  const products = categories.flatMap((category) =>
    (readJson(path.join(seedDir, "products", `${category.handle}.json`)) as object[]).map(
      (product) => ({ ...product, category: category.handle })
    )
  )
  const data = SeedData.parse({
    categories,
    brands: readJson(path.join(seedDir, "brands.json")),
    skinTypes: readJson(path.join(seedDir, "skin-types.json")),
    products,
    packs: readJson(path.join(seedDir, "packs.json")),
    deals: readJson(path.join(seedDir, "deals.json")),
    videos: readJson(path.join(seedDir, "videos.json")),
    delivery: readJson(path.join(seedDir, "delivery.json")),
    promotions: readJson(path.join(seedDir, "promotions.json")),
  })
  assertReferences(data)
  return data
}

function assertReferences(data: SeedData) {
  const brands = new Set(data.brands.map((brand) => brand.handle))
  const categories = new Set(data.categories.map((category) => category.handle))
  const products = new Set(data.products.map((product) => product.handle))
  const problems: string[] = []
  for (const item of [...data.products, ...data.packs]) {
    if (!brands.has(item.brand)) problems.push(`${item.handle}: unknown brand ${item.brand}`)
  }
  for (const pack of data.packs) {
    if (!categories.has(pack.category)) problems.push(`${pack.handle}: unknown category`)
    for (const component of pack.components) {
      if (!products.has(component.product)) problems.push(`${pack.handle}: unknown ${component.product}`)
    }
  }
  for (const deal of data.deals.items) {
    if (!products.has(deal.product)) problems.push(`deal: unknown product ${deal.product}`)
  }
  const zones = new Set(data.delivery.service_zones.map((zone) => zone.key))
  for (const option of data.delivery.options) {
    if (!zones.has(option.zone)) problems.push(`delivery ${option.code}: unknown zone ${option.zone}`)
  }
  if (problems.length) {
    throw new Error(`Seed data has broken references:\n  ${problems.join("\n  ")}`)
  }
}

export function imagePath(seedDir: string, ...parts: string[]) {
  return path.join(seedDir, "images", ...parts)
}
